import type { Activity, OfferCurrency } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { formatDate } from '../../format/formatDate.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { activityPrice } from '../common/activityLabels.ts'
import { SourceMark } from '../common/SourceMark.tsx'
import styles from '../common/tile.module.css'

/** A sale: the item's picture, what it sold for and when. */
export function SaleCard({
  sale,
  offerCurrencies,
  chainId,
  collectionName,
  sizes,
}: {
  sale: Activity & { tokenId: string }
  /** The market's offer currencies: a sale that accepted an offer was paid in one. */
  offerCurrencies: OfferCurrency[] | undefined
  chainId: number
  collectionName: string | null
  sizes: string
}) {
  const name = `${collectionName ?? 'Item'} #${sale.tokenId}`
  return (
    <NextLink href={`/nft/${sale.address}/${sale.tokenId}`} className={styles.card}>
      <NftImage chainId={chainId} address={sale.address} tokenId={sale.tokenId} alt={name} sizes={sizes} />
      <div className={styles.body}>
        <h3 className={`${styles.line} ${styles.name}`}>{name}</h3>
        <div className={styles.sale}>
          <p className={styles.value}>
            {activityPrice(sale, offerCurrencies)} <SourceMark source={sale.source} />
          </p>
          <span className={`${styles.caption} ${styles.date}`}>{formatDate(sale.timestamp)}</span>
        </div>
      </div>
    </NextLink>
  )
}
