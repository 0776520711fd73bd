import { parseAbi } from 'viem'

/** The most a swap may take: the quoted amount plus the slippage, rounded up. */
export const maxSellFor = (sellAmount: bigint, slippageBps: number) =>
  (sellAmount * BigInt(10_000 + slippageBps) + 9_999n) / 10_000n

/** The least a swap must give: the quoted amount less the slippage, rounded down. */
export const minBuyFor = (buyAmount: bigint, slippageBps: number) =>
  (buyAmount * BigInt(10_000 - slippageBps)) / 10_000n

/**
 * The reserves of one hop of a route, in the direction of the swap: what the pair holds of the
 * token going in, and of the token coming out.
 */
export type PoolReserves = { reserveIn: bigint; reserveOut: bigint }

/**
 * What a Uniswap V2 route takes for an exact `amountOut` at the last hop: the router's
 * `getAmountsIn` (UniswapV2Library, a 0.3% fee on each hop's input, rounded up by one wei),
 * computed from the reserves so that one reserves read per block prices every amount. Null when
 * a pool holds too little (the router would revert).
 */
export function amountInAlong(amountOut: bigint, hops: readonly PoolReserves[]): bigint | null {
  let amount = amountOut
  for (const { reserveIn, reserveOut } of [...hops].reverse()) {
    if (amount <= 0n || reserveIn <= 0n || amount >= reserveOut) return null
    amount = (reserveIn * amount * 1000n) / ((reserveOut - amount) * 997n) + 1n
  }
  return amount
}

/** What an exact `amountIn` buys along a route: the router's `getAmountsOut`. Null when a pool is empty. */
export function amountOutAlong(amountIn: bigint, hops: readonly PoolReserves[]): bigint | null {
  let amount = amountIn
  for (const { reserveIn, reserveOut } of hops) {
    if (amount <= 0n || reserveIn <= 0n || reserveOut <= 0n) return null
    const inWithFee = amount * 997n
    amount = (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
  }
  return amount
}

/** A pair's reserves (token0 is the lower address) and the factory that finds a pair. */
export const uniswapV2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])

/** The parts of Uniswap V2's Router02 a quote uses: its factory, the price of an exact output (or input), and its swaps. */
export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
