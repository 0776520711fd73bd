import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { MarketOrder, Nft } from '@vitrine/api'
import { useOrders } from '@vitrine/react'
import { OrderTable } from '../common/OrderTable.tsx'
import { actionColumn, makerColumn, priceColumn } from '../common/orderColumns.tsx'
import { QueryList } from '../common/QueryList.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'

const expires = (endTime: string) => new Date(Number(endTime) * 1000).toISOString().slice(0, 10)

/** The token's active offers, highest first (collection offers that would buy it included); the owner may accept one. */
export function NftOffers({
  nft,
  account,
  canAccept,
  onAccept,
  onCancel,
}: {
  nft: Nft
  /** The connected wallet: its own offers get a Cancel button. */
  account: string | null
  canAccept: boolean
  onAccept: (order: MarketOrder) => void
  onCancel: (order: MarketOrder) => void
}) {
  const currencies = useMarketCurrencies()
  const offers = useOrders({ side: 'offer', address: nft.address, tokenId: nft.tokenId, limit: 20 })
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }} id="offers-title">
        Offers
      </Typography>
      <QueryList
        query={offers}
        items={offers.data?.results ?? []}
        pending={<Typography color="text.secondary">Loading offers…</Typography>}
        empty={<Typography color="text.secondary">No offers yet.</Typography>}
      >
        {(rows) => (
          <OrderTable
            labelledBy="offers-title"
            rowTestId="offer-row"
            orders={rows}
            columns={[
              priceColumn('Price', currencies, (order) => (order.kind === 'collectionOffer' ? ' (any item)' : '')),
              makerColumn,
              { header: 'Expires', cell: (order) => expires(order.endTime) },
              actionColumn((order) =>
                account && order.maker.toLowerCase() === account.toLowerCase() ? (
                  <Button size="small" color="error" onClick={() => onCancel(order)}>
                    Cancel
                  </Button>
                ) : (
                  canAccept &&
                  // An offer in a token the market does not take is shown, never accepted.
                  currencies.currencyOf(order.currency) && (
                    <Button size="small" onClick={() => onAccept(order)}>
                      Accept
                    </Button>
                  )
                ),
              ),
            ]}
          />
        )}
      </QueryList>
    </Box>
  )
}
