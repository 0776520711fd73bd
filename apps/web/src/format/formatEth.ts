import { groupDigits } from './groupDigits.ts'

const WEI_PER_ETH = 10n ** 18n

/**
 * Wei (a decimal string) as ETH for people: up to 4 decimals, no trailing zeros, thousands
 * separated ("1.5 ETH", "0.0001 ETH", "< 0.0001 ETH"); "—" when there is no price.
 */
export function formatEth(wei: string | null | undefined): string {
  if (wei === null || wei === undefined) return '—'
  const value = BigInt(wei)
  if (value === 0n) return '0 ETH'
  const scaled = (value * 10_000n + WEI_PER_ETH / 2n) / WEI_PER_ETH
  if (scaled === 0n) return '< 0.0001 ETH'
  const whole = scaled / 10_000n
  const fraction = (scaled % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')
  return `${groupDigits(whole)}${fraction ? `.${fraction}` : ''} ETH`
}

/** Wei of WETH (offers are paid in it) for people: "0.15 WETH". */
export function formatWeth(wei: string | null | undefined): string {
  const eth = formatEth(wei)
  return eth.endsWith(' ETH') ? `${eth.slice(0, -4)} WETH` : eth
}
