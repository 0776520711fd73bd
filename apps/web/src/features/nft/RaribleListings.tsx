import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useRaribleListings } from '@vitrine/react'
import { formatEth } from '../../format/formatEth.ts'
import { AddressLink } from '../common/AddressLink.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { SourceMark } from '../common/SourceMark.tsx'

/**
 * Rarible's own listings of this token (read-only: bought on Rarible, a link out). Shown only when
 * the backend reads Rarible's API; an outage says so, never "none".
 */
export function RaribleListings({ address, tokenId }: { address: `0x${string}`; tokenId: string }) {
  const listings = useRaribleListings({ address, tokenId })
  if (listings.isError)
    return (
      <Box component="section" aria-label="Listings on Rarible" sx={{ mt: 2 }}>
        <LoadError error={listings.error} retry={listings.refetch} />
      </Box>
    )
  const results = listings.data?.enabled ? listings.data.results : []
  if (results.length === 0) return null
  return (
    <Box component="section" aria-labelledby="rarible-title" sx={{ mt: 2 }}>
      <Typography id="rarible-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Also listed on Rarible
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {results.map((listing) => (
          <Box
            component="li"
            key={listing.id}
            data-testid="rarible-listing"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{formatEth(listing.price)}</Typography>
            <SourceMark source="rarible" />
            <Typography variant="body2" color="text.secondary" component="span">
              by <AddressLink address={listing.maker} />
            </Typography>
            <Link href={listing.url} target="_blank" rel="noopener noreferrer" sx={{ ml: 'auto' }}>
              Buy on Rarible
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
