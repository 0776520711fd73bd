import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { NATIVE_TOKEN, type SwapQuote, type SwapToken } from '@vitrine/api'
import { type SwapQuoteParameters, useMarketConfig, useSwapQuote, useSwapTokens, useWallet } from '@vitrine/react'
import { useEffect, useId, useMemo, useState } from 'react'
import { formatEth } from '../../format/formatEth.ts'
import { formatTokenAmount } from '../../format/formatTokenAmount.ts'
import { SourceMark } from '../common/SourceMark.tsx'

const SLIPPAGES = [50, 100, 300] as const

export type SwapChoice = { token: SwapToken; quote: SwapQuote; request: SwapQuoteParameters }

/**
 * "Pay with": ETH, or another token through a swap (the `oneInch` source), shown only when the
 * server has a swap route. With a token chosen: the slippage, then the quote (amount, the most it
 * may take, the rate, until when), asked again while shown. `onChange` gets the quote to act on.
 */
export function PayWithToken({
  price,
  onChange,
}: {
  price: bigint
  onChange: (choice: SwapChoice | null, token: SwapToken | null) => void
}) {
  const config = useMarketConfig()
  const enabled = Boolean(config.data?.sources?.find((s) => s.name === 'oneInch')?.enabled)
  const tokens = useSwapTokens({ enabled })
  const { account } = useWallet()
  const [address, setAddress] = useState<string>(NATIVE_TOKEN)
  const [slippageBps, setSlippageBps] = useState<number>(SLIPPAGES[0])
  const payLabel = useId()
  const slippageLabel = useId()
  const weth = config.data?.weth
  const choices = (tokens.data ?? []).filter((t) => t.address !== NATIVE_TOKEN && t.address !== weth)
  const token = choices.find((t) => t.address === address) ?? null
  const request = useMemo<SwapQuoteParameters | null>(
    () =>
      token && account
        ? { sellToken: token.address, buyToken: NATIVE_TOKEN, buyAmount: price.toString(), taker: account, slippageBps }
        : null,
    [token, account, price, slippageBps],
  )
  const quote = useSwapQuote(request)
  useEffect(() => {
    onChange(token && request && quote.data ? { token, quote: quote.data, request } : null, token)
  }, [token, request, quote.data, onChange])

  if (!enabled || choices.length === 0) return null
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl>
        <FormLabel id={payLabel}>Pay with</FormLabel>
        <RadioGroup row aria-labelledby={payLabel} value={address} onChange={(e) => setAddress(e.target.value)}>
          <FormControlLabel value={NATIVE_TOKEN} control={<Radio />} label="ETH" />
          {choices.map((t) => (
            <FormControlLabel key={t.address} value={t.address} control={<Radio />} label={t.symbol} />
          ))}
        </RadioGroup>
      </FormControl>
      {token && (
        <>
          <FormControl>
            <FormLabel id={slippageLabel}>Slippage allowed</FormLabel>
            <RadioGroup
              row
              aria-labelledby={slippageLabel}
              value={String(slippageBps)}
              onChange={(e) => setSlippageBps(Number(e.target.value))}
            >
              {SLIPPAGES.map((bps) => (
                <FormControlLabel key={bps} value={String(bps)} control={<Radio />} label={`${bps / 100} %`} />
              ))}
            </RadioGroup>
          </FormControl>
          <QuoteSummary token={token} price={price} account={account} quote={quote} />
        </>
      )}
    </Box>
  )
}

function QuoteSummary({
  token,
  price,
  account,
  quote,
}: {
  token: SwapToken
  price: bigint
  account: string | null
  quote: ReturnType<typeof useSwapQuote>
}) {
  if (!account) return <Alert severity="info">Connect your wallet to get a quote in {token.symbol}.</Alert>
  if (quote.isError)
    return (
      <Alert severity="error" role="alert">
        {quote.error.message}
      </Alert>
    )
  if (!quote.data)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography>Getting a quote in {token.symbol}…</Typography>
      </Box>
    )
  const q = quote.data
  const amount = (value: string, up = false) => `${formatTokenAmount(value, token.decimals, up)} ${token.symbol}`
  const rate = (BigInt(q.sellAmount) * 10n ** 18n) / BigInt(q.buyAmount)
  const until = new Date(q.expiresAt).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  return (
    <Box data-testid="swap-quote" aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography>
        You pay about <strong>{amount(q.sellAmount)}</strong> for {formatEth(price.toString())}, at most{' '}
        {amount(q.maxSellAmount, true)} with {q.slippageBps / 100} % slippage.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Rate: 1 ETH = {amount(rate.toString())} · swapped through <SourceMark source="oneInch" /> · quote good until{' '}
        {until}
      </Typography>
    </Box>
  )
}
