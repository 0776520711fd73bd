import { useRaribleListings } from '@vitrine/react'
import { OutLink } from '../../components/TextLink.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { AddressLink } from '../common/AddressLink.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import styles from './nft.module.css'

/**
 * Rarible's own listings of this token (read-only: bought on Rarible, a link out). Shown only when
 * the backend reads Rarible's API; an outage says so, never "none".
 */
export function RaribleListings({ address, tokenId }: { address: `0x${string}`; tokenId: string }) {
  const listings = useRaribleListings({ address, tokenId })
  if (listings.isError)
    return (
      <section aria-label="Listings on Rarible" className={styles.rarible}>
        <LoadError error={listings.error} retry={listings.refetch} />
      </section>
    )
  const results = listings.data?.enabled ? listings.data.results : []
  if (results.length === 0) return null
  return (
    <section aria-labelledby="rarible-title" className={styles.rarible}>
      <h3 id="rarible-title" className={`${styles.subtitle2} ${styles.raribleTitle}`}>
        Also listed on Rarible
      </h3>
      <ul className={styles.listings}>
        {results.map((listing) => (
          <li key={listing.id} data-testid="rarible-listing" className={styles.listing}>
            <p className={`${styles.body1} ${styles.bold}`}>{formatEth(listing.price)}</p>
            <SourceMark source="rarible" />
            <span className={`${styles.body2} ${styles.secondary}`}>
              by <AddressLink address={listing.maker} />
            </span>
            <OutLink href={listing.url} className={styles.atEnd}>
              Buy on Rarible
            </OutLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
