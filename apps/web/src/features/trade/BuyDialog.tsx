import Typography from '@mui/material/Typography'
import type { MarketOrder, SwapToken } from '@vitrine/api'
import { useTrade } from '@vitrine/react'
import { useCallback, useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { formatTokenAmount } from '../../format/formatTokenAmount.ts'
import { SourceMark } from '../common/SourceMark.tsx'
import { BuyEthOffer } from './BuyEthOffer.tsx'
import { PayWithToken, type SwapChoice } from './PayWithToken.tsx'
import { TradeDialog } from './TradeDialog.tsx'

/**
 * Buys one listing, or sweeps several in one transaction; the chain is checked first. A wallet
 * short of ETH is offered a card purchase; with a swap route, the buyer may pay in another token
 * (approve → swap → fill).
 */
export function BuyDialog({
  open,
  onClose,
  orders: given,
  name,
}: {
  open: boolean
  onClose: () => void
  orders: MarketOrder[]
  name: string
}) {
  const trade = useTrade()
  // The orders as they were when the dialog opened: live updates must not change what is being bought.
  const [orders] = useState(given)
  const total = orders.reduce((sum, order) => sum + BigInt(order.price), 0n)
  // An ERC-1155 listing sells all its copies at once: the sentence says how many.
  const copies = orders.length === 1 && orders[0]?.amount !== '1' ? ` for ${orders[0]?.amount} copies` : ''
  const [swap, setSwap] = useState<{ choice: SwapChoice | null; token: SwapToken | null }>({
    choice: null,
    token: null,
  })
  const onPayWith = useCallback((choice: SwapChoice | null, token: SwapToken | null) => setSwap({ choice, token }), [])
  const { choice, token } = swap
  const action = !orders.length
    ? null
    : token
      ? choice && { type: 'swapBuy' as const, orders, quote: choice.quote, request: choice.request }
      : { type: 'buy' as const, orders }
  const submitLabel =
    token && choice
      ? `Buy with ${formatTokenAmount(choice.quote.maxSellAmount, token.decimals, true)} ${token.symbol} at most`
      : token
        ? `Buy with ${token.symbol}`
        : `Buy for ${formatEth(total.toString())}`
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title={orders.length === 1 ? `Buy ${name}` : `Sweep ${orders.length} items of ${name}`}
      trade={trade}
      submitLabel={submitLabel}
      action={action}
      doneMessage={orders.length === 1 ? 'Bought. It is yours.' : 'Swept. The items are yours.'}
    >
      <Typography>
        {orders.length === 1
          ? `You pay ${formatEth(total.toString())}${copies}, royalty and fee included.`
          : `You buy the ${orders.length} cheapest listings in one transaction, ${formatEth(total.toString())} in all. Any that sell meanwhile are skipped and not paid for.`}{' '}
        {[...new Set(orders.map((order) => order.source))].map((source) => (
          <SourceMark key={source} source={source} />
        ))}
      </Typography>
      <PayWithToken price={total} onChange={onPayWith} />
      {!token && <BuyEthOffer price={total} />}
    </TradeDialog>
  )
}
