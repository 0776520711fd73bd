const WEI_PER_ETH = 10n ** 18n

/** An amount of ETH typed by a person ("0.5", "2", ".25") as wei; null when it is not a positive amount. */
export function parseEth(text: string): bigint | null {
  const match = /^\s*(\d*)(?:\.(\d{0,18}))?\s*$/.exec(text)
  if (!match || (!match[1] && !match[2])) return null
  const wei = BigInt(match[1] || '0') * WEI_PER_ETH + BigInt((match[2] ?? '').padEnd(18, '0') || '0')
  return wei > 0n ? wei : null
}
