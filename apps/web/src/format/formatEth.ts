import { groupDigits } from './groupDigits.ts'

/** What an amount is counted in: the token's symbol and decimals, as the token (or the chain, for ETH) says. */
export type Currency = { symbol: string; decimals: number }

/** The chain's own currency: listings are paid in it. */
export const ETH: Currency = { symbol: 'ETH', decimals: 18 }

/**
 * An amount (a decimal string of the token's smallest unit) for people: up to 4 decimals, no
 * trailing zeros, thousands separated ("1.5 WETH", "0.0001 vUSD", "< 0.0001 ETH"); "—" when
 * there is no amount.
 */
export function formatAmount(amount: string | null | undefined, currency: Currency): string {
  if (amount === null || amount === undefined) return '—'
  const value = BigInt(amount)
  if (value === 0n) return `0 ${currency.symbol}`
  const unit = 10n ** BigInt(currency.decimals)
  const scaled = (value * 10_000n + unit / 2n) / unit
  if (scaled === 0n) return `< 0.0001 ${currency.symbol}`
  const whole = scaled / 10_000n
  const fraction = (scaled % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')
  return `${groupDigits(whole)}${fraction ? `.${fraction}` : ''} ${currency.symbol}`
}

/** Wei (a decimal string) as ETH for people: "1.5 ETH" (see `formatAmount`). */
export function formatEth(wei: string | null | undefined): string {
  return formatAmount(wei, ETH)
}
