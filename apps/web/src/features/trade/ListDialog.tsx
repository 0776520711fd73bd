import Typography from '@mui/material/Typography'
import { type TradeItem, useCollection, useMarketConfig, useTrade } from '@vitrine/react'
import { useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { formatRoyalty } from '../../format/formatRoyalty.ts'
import { PriceFields, type PriceValue, readPrice } from './PriceFields.tsx'
import { TradeDialog } from './TradeDialog.tsx'

/** The owner lists an item for ETH: approve the marketplace once, sign, publish. */
export function ListDialog({
  open,
  onClose,
  item,
  name,
}: {
  open: boolean
  onClose: () => void
  item: TradeItem
  name: string
}) {
  const trade = useTrade()
  const [value, setValue] = useState<PriceValue>({ price: '', days: 7 })
  const read = readPrice(value)
  const royaltyBps = useCollection({ address: item.address }).data?.royaltyBps
  const config = useMarketConfig().data
  const feeBps = config?.feeRecipient ? config.feeBps : 0
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title={`List ${name}`}
      trade={trade}
      submitLabel="List for sale"
      action={read && { type: 'list', listings: [{ item, price: read.price }], endTime: read.endTime }}
      doneMessage="Listed. Everyone sees it now."
    >
      <PriceFields value={value} onChange={setValue} label="Price (ETH)" />
      <Typography variant="body2" color="text.secondary" data-testid="list-proceeds">
        {read && royaltyBps !== undefined && config
          ? proceedsSentence(read.price, royaltyBps, feeBps)
          : 'The buyer pays this; the royalty and the marketplace fee come out of it.'}
      </Typography>
    </TradeDialog>
  )
}

/**
 * What the seller keeps of a price, from the collection's royalty rate (the contract's own
 * `royaltyInfo` at the price decides, so "about") and the marketplace fee.
 */
function proceedsSentence(price: bigint, royaltyBps: number | null, feeBps: number): string {
  const cuts = [
    royaltyBps ? `the ${formatRoyalty(royaltyBps)} royalty` : null,
    feeBps ? `the ${formatRoyalty(feeBps)} marketplace fee` : null,
  ].filter((cut) => cut !== null)
  if (cuts.length === 0) return `The buyer pays this, and you receive all of it.`
  const kept = price - (price * BigInt((royaltyBps ?? 0) + feeBps)) / 10_000n
  return `The buyer pays this; you receive about ${formatEth(kept.toString())} after ${cuts.join(' and ')}.`
}
