import Typography from '@mui/material/Typography'
import { type TradeAction, useTrade } from '@vitrine/react'
import { TradeDialog } from './TradeDialog.tsx'

/** An action with nothing to fill in (accept an offer, cancel): a sentence, then its steps. */
export function ConfirmTradeDialog({
  open,
  onClose,
  title,
  sentence,
  submitLabel,
  action,
  doneMessage,
}: {
  open: boolean
  onClose: () => void
  title: string
  sentence: string
  submitLabel: string
  action: TradeAction
  doneMessage: string
}) {
  const trade = useTrade()
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title={title}
      trade={trade}
      submitLabel={submitLabel}
      action={action}
      doneMessage={doneMessage}
    >
      <Typography>{sentence}</Typography>
    </TradeDialog>
  )
}
