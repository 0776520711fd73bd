import { disabledSource, type OnrampAdapter, type SwapAdapter, type TradingSourceAdapter } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../../config.ts'
import { createMoonpayOnramp } from './moonpayOnramp.ts'
import { createOneInchSwap } from './oneInchSwap.ts'
import { createRaribleApi, type RaribleApi } from './raribleApi.ts'
import { createUniswapSwap } from './uniswapSwap.ts'

export type TradingSources = {
  /** Every source, each present whether it is on or not (`getMarketConfig().sources`). */
  all: TradingSourceAdapter[]
  /** The `fiat` source's on-ramp; null when not configured. */
  onramp: OnrampAdapter | null
  /** The `oneInch` source's swaps; null when not configured. */
  swap: SwapAdapter | null
  /** The `rarible` source's read-only listings from Rarible's API; null when not configured. */
  raribleApi: RaribleApi | null
}

/**
 * The four trading sources of this server, built once from its config (PRODUCT.md §6):
 * `opensea` is the Seaport order book (on with the marketplace); `fiat` the configured on-ramp;
 * `oneInch` swaps through 1inch's API when configured, else through the chain's Uniswap V2 router;
 * `rarible` lazy minting with the marketplace and the collection factory (whose collections
 * `redeem` vouchers), and Rarible's own listings when its API is configured.
 */
export function createTradingSources(
  config: Pick<ServerConfig, 'market' | 'onramp' | 'swap' | 'chainId' | 'collectionFactory' | 'raribleApi'>,
  client: PublicClient,
  reads: ChainReads,
): TradingSources {
  const onramp = config.onramp ? createMoonpayOnramp(config.onramp) : null
  const swap = createSwap(config, client, reads)
  // The operator named this host: it may be a local one (a fake in tests).
  const raribleApi = config.raribleApi
    ? createRaribleApi(config.raribleApi, [new URL(config.raribleApi.url).host])
    : null
  const opensea: TradingSourceAdapter = {
    name: 'opensea',
    enabled: Boolean(config.market),
    capabilities: ['list', 'fill'],
    config: config.market ?? null,
  }
  return {
    all: [
      swap ?? disabledSource('oneInch', ['quote', 'fill']),
      opensea,
      onramp ?? disabledSource('fiat', ['onramp']),
      {
        name: 'rarible',
        enabled: Boolean(config.market && config.collectionFactory),
        capabilities: ['list', 'fill'],
        config: config.collectionFactory ? { collectionFactory: config.collectionFactory } : null,
      },
    ],
    onramp,
    swap,
    raribleApi,
  }
}

function createSwap(
  config: Pick<ServerConfig, 'market' | 'swap' | 'chainId'>,
  client: PublicClient,
  reads: ChainReads,
) {
  const swap = config.swap
  if (swap?.oneInch) return createOneInchSwap(swap.oneInch, config.chainId)
  // The local route goes through WETH, which the marketplace's config names.
  if (swap?.router && config.market)
    return createUniswapSwap(client, { router: swap.router, weth: config.market.weth, tokens: swap.tokens }, reads)
  return null
}
