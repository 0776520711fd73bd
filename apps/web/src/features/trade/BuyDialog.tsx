import Typography from '@mui/material/Typography'
import type { MarketOrder } from '@vitrine/api'
import { useTrade } from '@vitrine/react'
import { useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { BuyEthOffer } from './BuyEthOffer.tsx'
import { TradeDialog } from './TradeDialog.tsx'

/** Buys one listing, or sweeps several in one transaction; the chain is checked first. A wallet short of ETH is offered a card purchase. */
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
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title={orders.length === 1 ? `Buy ${name}` : `Sweep ${orders.length} items of ${name}`}
      trade={trade}
      submitLabel={`Buy for ${formatEth(total.toString())}`}
      action={orders.length ? { type: 'buy', orders } : null}
      doneMessage={orders.length === 1 ? 'Bought. It is yours.' : 'Swept. The items are yours.'}
    >
      <Typography>
        {orders.length === 1
          ? `You pay ${formatEth(total.toString())}, royalty and fee included.`
          : `You buy the ${orders.length} cheapest listings in one transaction, ${formatEth(total.toString())} in all. Any that sell meanwhile are skipped and not paid for.`}
      </Typography>
      <BuyEthOffer price={total} />
    </TradeDialog>
  )
}
