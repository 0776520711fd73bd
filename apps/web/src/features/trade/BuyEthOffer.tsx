import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { OnrampPurchase } from '@vitrine/api'
import { useAuth, useMarketConfig, useOnrampStatus, useOnrampUrl, useWalletBalance } from '@vitrine/react'
import { useEffect, useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { onrampAmount } from './onrampAmount.ts'

const STATUS_LABELS: Record<OnrampPurchase['status'], { label: string; color: 'default' | 'success' | 'error' }> = {
  pending: { label: 'Pending', color: 'default' },
  completed: { label: 'ETH sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
}

/**
 * "Buy ETH" with a card (the `fiat` source) when the wallet holds less than `price`: shown only
 * when the server has an on-ramp configured. The widget opens in a new window; its purchases
 * show here with their status, asked again while one is pending.
 */
export function BuyEthOffer({ price }: { price: bigint }) {
  const config = useMarketConfig()
  const balance = useWalletBalance()
  const { isAuthenticated } = useAuth()
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const fiat = config.data?.sources?.find((source) => source.name === 'fiat')
  const enabled = Boolean(fiat?.enabled)
  const status = useOnrampStatus({ enabled, watching: openedAt !== null })
  const onrampUrl = useOnrampUrl()
  const lacking = balance.data === undefined ? null : onrampAmount(price, balance.data)
  // The wallet's balance is read again when a purchase completes: the button goes once it is enough.
  const completed = status.data?.purchases.filter((purchase) => purchase.status === 'completed').length ?? 0
  const refetchBalance = balance.refetch
  useEffect(() => {
    if (completed > 0) void refetchBalance()
  }, [completed, refetchBalance])
  // Purchases begun since the dialog opened the widget (older ones are history, not this buy).
  const recent =
    openedAt === null
      ? []
      : (status.data?.purchases ?? []).filter((purchase) => Date.parse(purchase.createdAt) >= openedAt - 60_000)

  if (!enabled || (lacking === null && recent.length === 0)) return null
  const buy = () => {
    // Opened now, in the click, so no pop-up blocker stops it; pointed at the widget once signed.
    const popup = window.open('about:blank', '_blank')
    if (popup) popup.opener = null
    setOpenedAt(Date.now())
    onrampUrl.mutate(
      { currency: 'eth', ...(lacking ? { amount: lacking } : {}) },
      {
        onSuccess: ({ url }) => {
          if (popup) popup.location.href = url
          else window.open(url, '_blank', 'noopener')
        },
        onError: () => popup?.close(),
      },
    )
  }
  return (
    <Box data-testid="buy-eth" sx={{ display: 'grid', gap: 1 }}>
      {lacking !== null && (
        <Alert
          severity="info"
          action={
            isAuthenticated ? (
              <Button color="inherit" size="small" onClick={buy} disabled={onrampUrl.isPending}>
                Buy ETH
              </Button>
            ) : undefined
          }
        >
          Your wallet holds {formatEth(String(balance.data ?? 0n))}; this costs {formatEth(String(price))}.{' '}
          {isAuthenticated ? 'Buy the rest with a card.' : 'Sign in to buy the rest with a card.'}
        </Alert>
      )}
      {onrampUrl.isError && (
        <Alert severity="error" role="alert">
          {onrampUrl.error.message}
        </Alert>
      )}
      {openedAt !== null && recent.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          Waiting for the card purchase in the other window…
        </Typography>
      )}
      {recent.map((purchase) => (
        <Box key={purchase.id} role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {purchase.cryptoAmount ?? '?'} {(purchase.currency ?? 'eth').toUpperCase()}
            {purchase.fiatAmount ? ` for ${purchase.fiatAmount} ${(purchase.fiatCurrency ?? '').toUpperCase()}` : ''}
          </Typography>
          <Chip
            size="small"
            label={STATUS_LABELS[purchase.status].label}
            color={STATUS_LABELS[purchase.status].color}
          />
          {purchase.failureReason && (
            <Typography variant="caption" color="error">
              {purchase.failureReason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
