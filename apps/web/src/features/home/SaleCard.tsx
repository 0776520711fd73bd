import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Activity } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { formatDate } from '../../format/formatDate.ts'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { linkCardStyle } from '../common/cardStyle.ts'
import { SourceMark } from '../common/SourceMark.tsx'

/** A sale: the item's picture, what it sold for and when. */
export function SaleCard({
  sale,
  chainId,
  collectionName,
  sizes,
}: {
  sale: Activity & { tokenId: string }
  chainId: number
  collectionName: string | null
  sizes: string
}) {
  const name = `${collectionName ?? 'Item'} #${sale.tokenId}`
  return (
    <Box component={NextLink} href={`/nft/${sale.address}/${sale.tokenId}`} sx={linkCardStyle}>
      <NftImage chainId={chainId} address={sale.address} tokenId={sale.tokenId} alt={name} sizes={sizes} />
      <Box sx={{ p: { xs: 1.25, sm: 1.5 } }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatEth(sale.price)} <SourceMark source={sale.source} />
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {formatDate(sale.timestamp)}
          </Typography>
        </Box>
      </Box>
    </Box>
  )
}
