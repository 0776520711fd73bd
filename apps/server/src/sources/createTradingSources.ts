import { disabledSource, type OnrampAdapter, type SwapAdapter, type TradingSourceAdapter } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../config.ts'
import { createMoonpayOnramp } from './fiat/moonpayOnramp.ts'
import { createSwap } from './oneInch/createSwap.ts'
import { openseaSource } from './opensea/openseaSource.ts'
import { createRaribleApi, type RaribleApi } from './rarible/raribleApi.ts'
import { raribleSource } from './rarible/raribleSource.ts'

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
 * The four trading sources of this server, built once from its config (PRODUCT.md §6), each from
 * its own folder: `opensea` the Seaport order book, `fiat` the configured on-ramp, `oneInch` the
 * swap route, `rarible` lazy minting and Rarible's own listings when its API is configured.
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
  return {
    all: [
      swap ?? disabledSource('oneInch', ['quote', 'fill']),
      openseaSource(config.market),
      onramp ?? disabledSource('fiat', ['onramp']),
      raribleSource(config),
    ],
    onramp,
    swap,
    raribleApi,
  }
}
