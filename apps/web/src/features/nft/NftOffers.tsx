import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { MarketOrder, Nft } from '@vitrine/api'
import { useOrders } from '@vitrine/react'
import { AddressLink } from '../common/AddressLink.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
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
      {offers.isError ? (
        <LoadError error={offers.error} retry={offers.refetch} />
      ) : offers.isPending ? (
        <Typography color="text.secondary">Loading offers…</Typography>
      ) : offers.data.results.length === 0 ? (
        <Typography color="text.secondary">No offers yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="offers-title">
            <TableHead>
              <TableRow>
                <TableCell>Price</TableCell>
                <TableCell>From</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {offers.data.results.map((order) => (
                <TableRow key={order.orderHash} data-testid="offer-row">
                  <TableCell>
                    {currencies.format(order.price, order.currency)}
                    {order.kind === 'collectionOffer' ? ' (any item)' : ''} <SourceMark source={order.source} />
                  </TableCell>
                  <TableCell>
                    <AddressLink address={order.maker} />
                  </TableCell>
                  <TableCell>{expires(order.endTime)}</TableCell>
                  <TableCell align="right">
                    {account && order.maker.toLowerCase() === account.toLowerCase() ? (
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
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
