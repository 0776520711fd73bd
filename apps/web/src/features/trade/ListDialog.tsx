import Typography from '@mui/material/Typography'
import { type TradeItem, useTrade } from '@vitrine/react'
import { useState } from 'react'
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
      <Typography variant="body2" color="text.secondary">
        The buyer pays this; the royalty and the marketplace fee come out of it.
      </Typography>
    </TradeDialog>
  )
}
