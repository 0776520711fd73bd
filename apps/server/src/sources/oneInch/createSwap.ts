import type { SwapAdapter } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../../config.ts'
import { createOneInchSwap } from './oneInchSwap.ts'
import { createUniswapSwap } from './uniswapSwap.ts'

/** The `oneInch` source's swaps: through 1inch's API when configured, else the chain's Uniswap V2 router; null: off. */
export function createSwap(
  config: Pick<ServerConfig, 'market' | 'swap' | 'chainId'>,
  client: PublicClient,
  reads: ChainReads,
): SwapAdapter | null {
  const swap = config.swap
  if (swap?.oneInch) return createOneInchSwap(swap.oneInch, config.chainId)
  // The local route goes through WETH, which the marketplace's config names.
  if (swap?.router && config.market)
    return createUniswapSwap(client, { router: swap.router, weth: config.market.weth, tokens: swap.tokens }, reads)
  return null
}
