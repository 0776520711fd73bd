import { disabledSource, type OnrampAdapter, type TradingSourceAdapter } from '@vitrine/market'
import type { ServerConfig } from '../../config.ts'
import { createMoonpayOnramp } from './moonpayOnramp.ts'

export type TradingSources = {
  /** Every source, each present whether it is on or not (`getMarketConfig().sources`). */
  all: TradingSourceAdapter[]
  /** The `fiat` source's on-ramp; null when not configured. */
  onramp: OnrampAdapter | null
}

/**
 * The four trading sources of this server, built once from its config (PRODUCT.md §6):
 * `opensea` is the Seaport order book (on with the marketplace); `fiat` the configured on-ramp;
 * `rarible` lazy minting with the marketplace and the collection factory (whose collections
 * `redeem` vouchers); `oneInch` stays off until its adapter is built.
 */
export function createTradingSources(
  config: Pick<ServerConfig, 'market' | 'onramp' | 'collectionFactory'>,
): TradingSources {
  const onramp = config.onramp ? createMoonpayOnramp(config.onramp) : null
  const opensea: TradingSourceAdapter = {
    name: 'opensea',
    enabled: Boolean(config.market),
    capabilities: ['list', 'fill'],
    config: config.market ?? null,
  }
  return {
    all: [
      disabledSource('oneInch', ['quote', 'fill']),
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
  }
}
