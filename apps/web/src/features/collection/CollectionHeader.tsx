import type { Collection } from '@vitrine/api'
import page from '../../components/page.module.css'
import { formatCount } from '../../format/formatCount.ts'
import { formatAmount, formatEth } from '../../format/formatEth.ts'
import { formatRoyalty } from '../../format/formatRoyalty.ts'
import { shortAddress } from '../../shortAddress.ts'
import { CollectionPicture, collectionName } from '../common/CollectionCard.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import styles from './CollectionHeader.module.css'

/** A collection's picture, name and numbers, as the API counts them. */
export function CollectionHeader({ collection }: { collection: Collection }) {
  // A collection's top offer is in the market's WETH (offers made here are), named as the token names itself.
  const { weth } = useMarketCurrencies()
  const stats = [
    { label: 'Items', value: formatCount(collection.itemCount) },
    { label: 'Owners', value: formatCount(collection.ownerCount) },
    { label: 'Floor', value: formatEth(collection.floorPrice) },
    {
      label: 'Top offer',
      value: collection.topOffer === null ? '—' : weth ? formatAmount(collection.topOffer, weth) : '…',
    },
    { label: 'Volume', value: formatEth(collection.volume) },
    { label: 'Royalty', value: formatRoyalty(collection.royaltyBps) },
  ]
  return (
    <header className={styles.header}>
      <div className={styles.picture}>
        <CollectionPicture collection={collection} sizes="(max-width: 600px) 96px, 160px" priority radius={4} />
      </div>
      <div className={styles.identity}>
        <h1 className={styles.name}>{collectionName(collection)}</h1>
        <div className={styles.tags}>
          {collection.symbol && <span className={`${page.chip} ${styles.chip}`}>{collection.symbol}</span>}
          <span className={`${page.chip} ${page.chipOutlined} ${styles.chip}`}>
            {collection.standard === 'ERC721' ? 'ERC-721' : 'ERC-1155'}
          </span>
          <p className={page.address} title={collection.address}>
            {shortAddress(collection.address)}
          </p>
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  )
}
