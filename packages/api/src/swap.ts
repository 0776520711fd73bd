/**
 * The chain's own coin (ETH) where a token address is expected: the placeholder 1inch's API uses
 * (and most aggregators), so a quote's `buyToken` can say "ether, not WETH".
 */
export const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const

/** The slippage a quote allows when the caller names none: 0.5 %. */
export const DEFAULT_SLIPPAGE_BPS = 50
/** The most slippage a quote may allow: 50 %, as 1inch's API caps it. */
export const MAX_SLIPPAGE_BPS = 5_000
/** How long a quote is good for: past it a client asks again before opening the wallet. */
export const SWAP_QUOTE_TTL_SECONDS = 60
