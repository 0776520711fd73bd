import { groupDigits } from './groupDigits.ts'

/**
 * An amount in a token's smallest unit for people: up to 4 decimals, no trailing zeros,
 * thousands separated ("150.75", "< 0.0001"); `roundUp` for an amount that must not be
 * understated (the most a swap may take).
 */
export function formatTokenAmount(amount: string | bigint, decimals: number, roundUp = false): string {
  const value = BigInt(amount)
  if (value === 0n) return '0'
  const unit = 10n ** BigInt(decimals)
  const scaled = roundUp ? (value * 10_000n + unit - 1n) / unit : (value * 10_000n + unit / 2n) / unit
  if (scaled === 0n) return '< 0.0001'
  const whole = scaled / 10_000n
  const fraction = (scaled % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')
  return `${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`
}
