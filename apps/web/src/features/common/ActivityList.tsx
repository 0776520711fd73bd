// biome-ignore-all lint/a11y/useSemanticElements: a table's roles on a grid of divs, whose cells stack into lines on a phone; a <table> laid out as a grid loses its table semantics in some screen readers
// biome-ignore-all lint/a11y/useFocusableInteractive: a read-only table's rows and headings (not a grid's): nothing in them to focus but their links
import type { Activity } from '@vitrine/api'
import { useMarketConfig } from '@vitrine/react'
import NextLink from '../../components/SiteLink.tsx'
import { formatDate } from '../../format/formatDate.ts'
import { NftImage } from '../../media/NftImage.tsx'
import styles from './ActivityList.module.css'
import { AddressLink } from './AddressLink.tsx'
import { activityLabel, activityPrice } from './activityLabels.ts'
import { ItemName } from './ItemName.tsx'
import { SourceMark } from './SourceMark.tsx'

/**
 * Activity, newest first: what happened, to which item, at what price, between whom, when. A
 * table's columns on a wide screen; stacked lines on a phone (ActivityList.module.css).
 */
export function ActivityList({
  items,
  chainId,
  collectionNames = {},
  showItem = true,
  label,
}: {
  items: Activity[]
  chainId: number
  collectionNames?: Record<string, string | null>
  showItem?: boolean
  label: string
}) {
  const offerCurrencies = useMarketConfig().data?.offerCurrencies
  return (
    <div role="table" aria-label={label} className={styles.table}>
      <div role="row" className={styles.header}>
        {['Event', 'Item', 'Price', 'From → To', 'Date'].map((heading) => (
          <span role="columnheader" key={heading}>
            {heading}
          </span>
        ))}
      </div>
      {items.map((item) => (
        <div role="row" key={`${item.txHash}:${item.type}:${item.tokenId}:${item.blockNumber}`} className={styles.row}>
          <div role="cell" className={`${styles.cell} ${styles.event}`}>
            {activityLabel(item)}
          </div>
          <div role="cell" className={styles.item}>
            {showItem && item.tokenId !== null ? (
              <NextLink href={`/nft/${item.address}/${item.tokenId}`} className={styles.itemLink}>
                <div className={styles.thumb}>
                  <NftImage
                    chainId={chainId}
                    address={item.address}
                    tokenId={item.tokenId}
                    alt=""
                    sizes="40px"
                    radius={1}
                  />
                </div>
                <p className={`${styles.cell} ${styles.noWrap} ${styles.itemName}`}>
                  <ItemName address={item.address} tokenId={item.tokenId} known={collectionNames[item.address]} />
                </p>
              </NextLink>
            ) : (
              // A lazy-minted token's id is some 80 digits: cut to the cell, whole in its title.
              <p className={`${styles.cell} ${styles.secondary} ${styles.noWrap}`} title={item.tokenId ?? undefined}>
                {item.amount && item.amount !== '1' ? `${item.amount} copies` : item.tokenId ? `#${item.tokenId}` : '—'}
              </p>
            )}
          </div>
          <div role="cell" className={`${styles.cell} ${styles.price}`}>
            {activityPrice(item, offerCurrencies)}
            {item.source && (
              <span className={styles.source}>
                <SourceMark source={item.source} />
              </span>
            )}
          </div>
          <div role="cell" className={`${styles.cell} ${styles.wide}`}>
            <AddressLink address={item.from} /> → <AddressLink address={item.to} fallback="—" />
          </div>
          <div role="cell" className={`${styles.cell} ${styles.secondary} ${styles.wide}`}>
            {formatDate(item.timestamp)}
          </div>
        </div>
      ))}
    </div>
  )
}
