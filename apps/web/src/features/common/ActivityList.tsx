import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { Activity } from '@vitrine/api'
import { useMarketConfig } from '@vitrine/react'
import NextLink from '../../components/SiteLink.tsx'
import { formatDate } from '../../format/formatDate.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { AddressLink } from './AddressLink.tsx'
import { activityLabel, activityPrice } from './activityLabels.ts'
import { ItemName } from './ItemName.tsx'
import { SourceMark } from './SourceMark.tsx'

const columns = { md: '96px minmax(0, 2.2fr) minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)' }

/**
 * Activity, newest first: what happened, to which item, at what price, between whom, when. A
 * table's columns on a wide screen; stacked lines on a phone.
 */
export function ActivityList({
  items,
  chainId,
  collectionNames = {},
  showItem = true,
  label,
}: {
  items: Activity[]
  chainId: number
  collectionNames?: Record<string, string | null>
  showItem?: boolean
  label: string
}) {
  const offerCurrencies = useMarketConfig().data?.offerCurrencies
  return (
    <Box
      role="table"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}
    >
      <Box
        role="row"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: columns,
          gap: 2,
          px: 2,
          py: 1.25,
          bgcolor: 'grey.50',
          color: 'text.secondary',
          fontSize: 13,
        }}
      >
        {['Event', 'Item', 'Price', 'From → To', 'Date'].map((heading) => (
          <Box component="span" role="columnheader" key={heading}>
            {heading}
          </Box>
        ))}
      </Box>
      {items.map((item) => {
        return (
          <Box
            role="row"
            key={`${item.txHash}:${item.type}:${item.tokenId}:${item.blockNumber}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', ...columns },
              alignItems: 'center',
              gap: { xs: 0.5, md: 2 },
              px: 2,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography role="cell" variant="body2" sx={{ fontWeight: 700 }}>
              {activityLabel(item)}
            </Typography>
            <Box
              role="cell"
              sx={{ gridRow: { xs: 2, md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}
            >
              {showItem && item.tokenId !== null ? (
                <Link
                  component={NextLink}
                  href={`/nft/${item.address}/${item.tokenId}`}
                  underline="hover"
                  color="inherit"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}
                >
                  <Box sx={{ width: 40, flex: 'none' }}>
                    <NftImage
                      chainId={chainId}
                      address={item.address}
                      tokenId={item.tokenId}
                      alt=""
                      sizes="40px"
                      radius={1}
                    />
                  </Box>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                    <ItemName address={item.address} tokenId={item.tokenId} known={collectionNames[item.address]} />
                  </Typography>
                </Link>
              ) : (
                // A lazy-minted token's id is some 80 digits: cut to the cell, whole in its title.
                <Typography variant="body2" color="text.secondary" noWrap title={item.tokenId ?? undefined}>
                  {item.amount && item.amount !== '1'
                    ? `${item.amount} copies`
                    : item.tokenId
                      ? `#${item.tokenId}`
                      : '—'}
                </Typography>
              )}
            </Box>
            <Typography
              role="cell"
              variant="body2"
              component="div"
              sx={{ fontWeight: 600, textAlign: { xs: 'right', md: 'left' } }}
            >
              {activityPrice(item, offerCurrencies)}
              {item.source && (
                <Box component="span" sx={{ display: 'block' }}>
                  <SourceMark source={item.source} />
                </Box>
              )}
            </Typography>
            <Typography role="cell" variant="body2" component="div" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <AddressLink address={item.from} /> → <AddressLink address={item.to} fallback="—" />
            </Typography>
            <Typography
              role="cell"
              variant="body2"
              color="text.secondary"
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            >
              {formatDate(item.timestamp)}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
