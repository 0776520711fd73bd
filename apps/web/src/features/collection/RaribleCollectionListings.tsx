import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { Collection } from '@vitrine/api'
import { useRaribleCollectionListings } from '@vitrine/react'
import NextLink from '../../components/SiteLink.tsx'
import { TextLink } from '../../components/TextLink.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { nftName } from '../common/NftCard.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import { tileListSx } from '../common/tileListSx.ts'

/**
 * Rarible's own listings of this collection's tokens (read-only: bought on Rarible, a link out),
 * each linking to its page here. Only a configured Rarible API answers `enabled`, so nothing shows
 * until it has (no flash of a section a deployment without the API never has); an outage says so.
 */
export function RaribleCollectionListings({ collection }: { collection: Collection }) {
  const listings = useRaribleCollectionListings({ address: collection.address })
  if (listings.isError)
    return (
      <Box component="section" aria-label="Listings on Rarible" sx={{ mb: 3 }}>
        <LoadError error={listings.error} retry={listings.refetch} />
      </Box>
    )
  if (!listings.data?.enabled) return null
  const results = listings.data.results
  const name = collectionName(collection)
  return (
    <Box component="section" aria-labelledby="rarible-collection-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="rarible-collection-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Also listed on Rarible
        </Typography>
        <SourceMark source="rarible" />
      </Box>
      {results.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="rarible-collection-empty">
          No item of this collection is listed on Rarible.
        </Typography>
      ) : (
        <Box component="ul" sx={tileListSx(280)}>
          {results.map((listing) => {
            const label = nftName({ name: null, tokenId: listing.tokenId }, name)
            const href = `/nft/${collection.address}/${listing.tokenId}`
            return (
              <Box
                component="li"
                key={listing.id}
                data-testid="rarible-collection-listing"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 3,
                  p: 1.5,
                  display: 'grid',
                  gridTemplateColumns: '64px 1fr',
                  gap: 1.5,
                  alignItems: 'center',
                }}
              >
                {/* The picture repeats the name's link: one tab stop, hidden from screen readers. */}
                <Box component={NextLink} href={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
                  <NftImage
                    chainId={collection.chainId}
                    address={collection.address}
                    tokenId={listing.tokenId}
                    alt=""
                    sizes="64px"
                    radius={8}
                  />
                </Box>
                <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <TextLink href={href} wrap="anywhere">
                    {label}
                  </TextLink>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatEth(listing.price)}</Typography>
                    <SourceMark source="rarible" />
                    <Link
                      href={listing.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Buy on Rarible: ${label} (opens a new tab)`}
                      sx={{ ml: 'auto' }}
                    >
                      Buy on Rarible
                    </Link>
                  </Box>
                </Box>
              </Box>
            )
          })}
        </Box>
      )}
    </Box>
  )
}
