import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { Collection } from '@vitrine/api'
import { formatCount } from '../../format/formatCount.ts'
import { formatAmount, formatEth } from '../../format/formatEth.ts'
import { formatRoyalty } from '../../format/formatRoyalty.ts'
import { shortAddress } from '../../shortAddress.ts'
import { CollectionPicture, collectionName } from '../common/CollectionCard.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'

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
    <Box
      component="header"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '160px minmax(0, 1fr)' },
        columnGap: { xs: 2, sm: 4 },
        rowGap: 2.5,
        alignItems: 'center',
        mb: 4,
      }}
    >
      <Box sx={{ gridRow: { sm: 'span 2' } }}>
        <CollectionPicture collection={collection} sizes="(max-width: 600px) 96px, 160px" priority radius={4} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}>
          {collectionName(collection)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
          {collection.symbol && <Chip size="small" label={collection.symbol} />}
          <Chip size="small" variant="outlined" label={collection.standard === 'ERC721' ? 'ERC-721' : 'ERC-1155'} />
          <Typography
            variant="body2"
            color="text.secondary"
            title={collection.address}
            sx={{ fontFamily: 'monospace' }}
          >
            {shortAddress(collection.address)}
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(6, max-content)' },
          columnGap: { xs: 2, sm: 5 },
          rowGap: 1.5,
          m: 0,
          gridColumn: { xs: '1 / -1', sm: 2 },
        }}
      >
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }} noWrap>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
