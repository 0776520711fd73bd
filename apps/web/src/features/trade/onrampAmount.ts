const WEI_PER_ETH = 10n ** 18n
const STEP = 10n ** 12n // 0.000001 ETH

/**
 * The ETH a wallet lacks to pay `price`, as the decimal text the on-ramp takes, rounded up to
 * 6 decimals (never less than it lacks); null when the balance is enough.
 */
export function onrampAmount(price: bigint, balance: bigint): string | null {
  if (balance >= price) return null
  const lacking = ((price - balance + STEP - 1n) / STEP) * STEP
  const whole = lacking / WEI_PER_ETH
  const fraction = (lacking % WEI_PER_ETH).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}
