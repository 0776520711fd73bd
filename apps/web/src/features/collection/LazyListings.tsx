import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Collection, MarketOrder } from '@vitrine/api'
import { useOrders, useWallet } from '@vitrine/react'
import { useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { collectionName } from '../common/CollectionCard.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import { tileListSx } from '../common/tileListSx.ts'
import { BuyDialog } from '../trade/tradeDialogs.ts'

/** A lazy token id's own number: its lower 96 bits (the upper 160 are the creator). */
export const lazyNumber = (tokenId: string | null) =>
  tokenId === null ? '' : (BigInt(tokenId) & ((1n << 96n) - 1n)).toString()

/**
 * The collection's lazy listings (the `rarible` source): items not minted yet, each minted to its
 * buyer by the one transaction that pays for it. Hidden when there are none.
 */
export function LazyListings({ collection }: { collection: Collection }) {
  const { account } = useWallet()
  const [buying, setBuying] = useState<MarketOrder | null>(null)
  const listings = useOrders({ side: 'listing', address: collection.address, kind: 'lazy', limit: 20 })
  if (listings.isError)
    return (
      <Typography variant="body2" color="error" sx={{ mb: 2 }}>
        Items not minted yet could not be loaded.
      </Typography>
    )
  const orders = listings.data?.results ?? []
  const name = collectionName(collection)
  // The dialog outlives its card: the item leaves this list (live) as soon as it is bought, so the
  // dialog sits beside the list, in a place of its own that the list emptying does not move.
  return (
    <>
      {orders.length > 0 && (
        <Box component="section" aria-labelledby="lazy-title" sx={{ mb: 3 }}>
          <Typography id="lazy-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Not minted yet
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Listed by the creator with a signed voucher: buying mints the item to you in the same transaction.
          </Typography>
          <Box component="ul" sx={tileListSx(220)}>
            {orders.map((order) => {
              const label = `${name} #${lazyNumber(order.tokenId)}`
              const own = !!account && order.maker.toLowerCase() === account.toLowerCase()
              return (
                <Box
                  component="li"
                  key={order.orderHash}
                  data-testid="lazy-listing"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, display: 'grid', gap: 1 }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatEth(order.price)}</Typography>
                    <SourceMark source={order.source} />
                  </Box>
                  <Button
                    variant="contained"
                    disabled={own}
                    onClick={() => setBuying(order)}
                    aria-label={own ? `${label} is your own listing` : `Buy ${label}`}
                  >
                    {own ? 'Your listing' : 'Buy and mint'}
                  </Button>
                </Box>
              )
            })}
          </Box>
        </Box>
      )}
      {buying && (
        <BuyDialog
          open
          onClose={() => setBuying(null)}
          orders={[buying]}
          name={`${name} #${lazyNumber(buying.tokenId)}`}
        />
      )}
    </>
  )
}
