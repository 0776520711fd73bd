import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { MarketOrder } from '@vitrine/api'
import { useOrders, useWallet } from '@vitrine/react'
import { useState } from 'react'
import { TextLink } from '../../components/TextLink.tsx'
import { shortAddress } from '../../shortAddress.ts'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { AcceptOfferDialog } from '../trade/tradeDialogs.ts'
import { OrderItemLink } from './OrderItemLink.tsx'
import { receivedParams } from './profileQueries.ts'

/**
 * The active offers on what a wallet holds, highest first: on its tokens, and collection offers on
 * its collections. Its owner accepts either here (a collection offer with an item it picks).
 */
export function ProfileOffersReceived({ owner }: { owner: string }) {
  const { account } = useWallet()
  const [accepting, setAccepting] = useState<MarketOrder | null>(null)
  const offers = useOrders(receivedParams(owner))
  const currencies = useMarketCurrencies()
  const isMe = !!account && account.toLowerCase() === owner.toLowerCase()
  if (offers.isError) return <LoadError error={offers.error} retry={offers.refetch} />
  if (offers.isPending) return null
  const rows = offers.data.results
  // The dialog keeps its place when the last offer goes: it says how the sale ended until closed.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {rows.length === 0 ? (
        <EmptyState title="No offers received">Offers on items held here show up as they come.</EmptyState>
      ) : (
        <Table size="small" aria-label="Offers received">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Offer</TableCell>
              <TableCell>From</TableCell>
              {isMe && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => (
              <TableRow key={order.orderHash}>
                <TableCell>
                  <OrderItemLink order={order} />
                </TableCell>
                <TableCell>
                  {currencies.format(order.price, order.currency)} <SourceMark source={order.source} />
                </TableCell>
                <TableCell>
                  <TextLink href={`/u/${order.maker}`}>{shortAddress(order.maker)}</TextLink>
                </TableCell>
                {isMe && (
                  <TableCell align="right">
                    {/* An offer in a token the market does not take is shown, never accepted. */}
                    {currencies.currencyOf(order.currency) && (
                      <Button size="small" variant="contained" onClick={() => setAccepting(order)}>
                        Accept
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {accepting && <AcceptOfferDialog open onClose={() => setAccepting(null)} order={accepting} owner={owner} />}
    </Box>
  )
}
