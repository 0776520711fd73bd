import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Nft } from '@vitrine/api'
import { useViewerAddress } from '@vitrine/react'
import { TextLink } from '../../components/TextLink.tsx'
import { formatCount } from '../../format/formatCount.ts'
import { AddressLink } from '../common/AddressLink.tsx'

const SHOWN = 8

/** Who holds the token: its owner, or an edition's holders with their amounts, each linked to their profile. */
export function NftOwners({ nft }: { nft: Nft }) {
  const account = useViewerAddress()
  if (nft.standard === 'ERC721') {
    const yours = !!nft.owner && !!account && nft.owner.toLowerCase() === account.toLowerCase()
    return (
      <Typography>
        Owned by{' '}
        {yours && nft.owner ? (
          <TextLink href={`/u/${nft.owner}`} title={nft.owner}>
            you
          </TextLink>
        ) : nft.owner ? (
          <AddressLink address={nft.owner} />
        ) : (
          <span>nobody (burned)</span>
        )}
      </Typography>
    )
  }
  const shown = nft.owners.slice(0, SHOWN)
  return (
    <Box>
      <Typography sx={{ mb: 0.5 }}>
        {formatCount(nft.owners.length)} {nft.owners.length === 1 ? 'holder' : 'holders'}
        {nft.owners.length >= 100 ? ' or more' : ''}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {shown.map((owner) => (
          <Typography component="li" variant="body2" key={owner.address}>
            <AddressLink address={owner.address} /> ×{owner.amount}
          </Typography>
        ))}
        {nft.owners.length > SHOWN && (
          <Typography component="li" variant="body2" color="text.secondary">
            and {formatCount(nft.owners.length - SHOWN)} more
          </Typography>
        )}
      </Box>
    </Box>
  )
}
