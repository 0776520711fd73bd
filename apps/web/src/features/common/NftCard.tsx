import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Nft } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { NftImage } from '../../media/NftImage.tsx'
import { linkCardStyle } from './cardStyle.ts'

/** A token's name, or its collection's name and id when its metadata has none (yet). */
export const nftName = (nft: Pick<Nft, 'name' | 'tokenId'>, collectionName?: string | null) =>
  nft.name ?? `${collectionName ? `${collectionName} ` : ''}#${nft.tokenId}`

/** A token as a card: the picture, its name, and what it belongs to or how many are held. */
export function NftCard({
  nft,
  sizes,
  collectionName,
  priority = false,
  headingLevel = 'h3',
}: {
  nft: Nft
  sizes: string
  collectionName?: string | null
  priority?: boolean
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3'
}) {
  const name = nftName(nft, collectionName)
  const held = nft.standard === 'ERC1155' && nft.amount !== undefined ? `×${nft.amount}` : null
  return (
    <Box component={NextLink} href={`/nft/${nft.address}/${nft.tokenId}`} sx={linkCardStyle}>
      <NftImage
        chainId={nft.chainId}
        address={nft.address}
        tokenId={nft.tokenId}
        alt={name}
        sizes={sizes}
        priority={priority}
      />
      <Box sx={{ p: { xs: 1.25, sm: 1.5 } }}>
        <Typography component={headingLevel} variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {collectionName ?? `#${nft.tokenId}`}
          {held && ` · ${held}`}
        </Typography>
      </Box>
    </Box>
  )
}
