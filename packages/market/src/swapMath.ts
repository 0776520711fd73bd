import { parseAbi } from 'viem'

/** The most a swap may take: the quoted amount plus the slippage, rounded up. */
export const maxSellFor = (sellAmount: bigint, slippageBps: number) =>
  (sellAmount * BigInt(10_000 + slippageBps) + 9_999n) / 10_000n

/** The least a swap must give: the quoted amount less the slippage, rounded down. */
export const minBuyFor = (buyAmount: bigint, slippageBps: number) =>
  (buyAmount * BigInt(10_000 - slippageBps)) / 10_000n

/** The parts of Uniswap V2's Router02 a quote uses: the price of an exact output (or input), and its swaps. */
export const uniswapV2RouterAbi = parseAbi([
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
