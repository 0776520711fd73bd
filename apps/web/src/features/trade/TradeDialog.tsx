import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { TradeAction, useTrade } from '@vitrine/react'
import { type ReactNode, useId } from 'react'
import { TradeSteps } from './TradeSteps.tsx'

export type TradeDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  trade: ReturnType<typeof useTrade>
  /** The form shown before the trade starts (price, expiry…). */
  children?: ReactNode
  submitLabel: string
  /** The action to run, or null while the form is not valid. */
  action: TradeAction | null
  /** Said once the trade is through. */
  doneMessage: string
}

/** A trading action in a dialog: its form, then its steps with their status, then the outcome in words. */
export function TradeDialog({
  open,
  onClose,
  title,
  trade,
  children,
  submitLabel,
  action,
  doneMessage,
}: TradeDialogProps) {
  const titleId = useId()
  const running = trade.status === 'running'
  const close = () => {
    if (running) return
    trade.reset()
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {trade.status === 'idle' ? children : <TradeSteps steps={trade.steps} />}
        {trade.status === 'error' && (
          <Alert severity="error" role="alert">
            {trade.error.message}
          </Alert>
        )}
        {trade.status === 'success' && (
          <Alert severity="success" role="status">
            {doneMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {trade.status === 'success' ? 'Close' : 'Cancel'}
        </Button>
        {trade.status === 'error' && <Button onClick={trade.reset}>Try again</Button>}
        {trade.status === 'idle' && (
          <Button variant="contained" disabled={!action} onClick={() => action && void trade.run(action)}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
