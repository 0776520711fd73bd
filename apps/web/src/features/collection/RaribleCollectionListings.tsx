import type { Collection } from '@vitrine/api'
import { useRaribleCollectionListings } from '@vitrine/react'
import NextLink from '../../components/SiteLink.tsx'
import { OutLink, TextLink } from '../../components/TextLink.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { nftName } from '../common/NftCard.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import styles from './listings.module.css'

/**
 * Rarible's own listings of this collection's tokens (read-only: bought on Rarible, a link out),
 * each linking to its page here. Only a configured Rarible API answers `enabled`, so nothing shows
 * until it has (no flash of a section a deployment without the API never has); an outage says so.
 */
export function RaribleCollectionListings({ collection }: { collection: Collection }) {
  const listings = useRaribleCollectionListings({ address: collection.address })
  if (listings.isError)
    return (
      <section aria-label="Listings on Rarible" className={styles.section}>
        <LoadError error={listings.error} retry={listings.refetch} />
      </section>
    )
  if (!listings.data?.enabled) return null
  const results = listings.data.results
  const name = collectionName(collection)
  return (
    <section aria-labelledby="rarible-collection-title" className={styles.section}>
      <div className={styles.raribleHead}>
        <h2 id="rarible-collection-title" className={styles.title}>
          Also listed on Rarible
        </h2>
        <SourceMark source="rarible" />
      </div>
      {results.length === 0 ? (
        <p className={styles.note} data-testid="rarible-collection-empty">
          No item of this collection is listed on Rarible.
        </p>
      ) : (
        <ul className={`${styles.tiles} ${styles.raribleTiles}`}>
          {results.map((listing) => {
            const label = nftName({ name: null, tokenId: listing.tokenId }, name)
            const href = `/nft/${collection.address}/${listing.tokenId}`
            return (
              <li
                key={listing.id}
                data-testid="rarible-collection-listing"
                className={`${styles.tile} ${styles.raribleTile}`}
              >
                {/* The picture repeats the name's link: one tab stop, hidden from screen readers. */}
                <NextLink href={href} tabIndex={-1} aria-hidden className={styles.pictureLink}>
                  <NftImage
                    chainId={collection.chainId}
                    address={collection.address}
                    tokenId={listing.tokenId}
                    alt=""
                    sizes="64px"
                    radius={8}
                  />
                </NextLink>
                <div className={styles.raribleBody}>
                  <TextLink href={href} wrap="anywhere">
                    {label}
                  </TextLink>
                  <div className={styles.raribleRow}>
                    <p className={styles.price}>{formatEth(listing.price)}</p>
                    <SourceMark source="rarible" />
                    <OutLink
                      href={listing.url}
                      label={`Buy on Rarible: ${label} (opens a new tab)`}
                      className={styles.atEnd}
                    >
                      Buy on Rarible
                    </OutLink>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
