import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Nft } from '@vitrine/api'
import { TextLink } from '../../components/TextLink.tsx'
import { chainName } from '../../format/chainName.ts'
import { shortAddress } from '../../shortAddress.ts'

/**
 * What identifies the token on the chain: its contract, id, standard and chain. The token's own
 * URI is not linked: it is the token's word, and a link to it could lead anywhere.
 */
export function NftDetails({ nft }: { nft: Nft }) {
  const rows: { label: string; value: React.ReactNode; title?: string }[] = [
    {
      label: 'Contract',
      value: <TextLink href={`/collection/${nft.address}`}>{shortAddress(nft.address)}</TextLink>,
      title: nft.address,
    },
    { label: 'Token ID', value: nft.tokenId, title: nft.tokenId },
    { label: 'Token standard', value: nft.standard === 'ERC721' ? 'ERC-721' : 'ERC-1155' },
    { label: 'Chain', value: chainName(nft.chainId) },
  ]
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1, columnGap: 3 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            noWrap
            title={row.title}
            sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
