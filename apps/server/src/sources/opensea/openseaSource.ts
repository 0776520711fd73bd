import type { TradingSourceAdapter } from '@vitrine/market'
import type { MarketConfig } from '../../config.ts'

/** The `opensea` source: the Seaport order book, on with the marketplace. */
export const openseaSource = (market: MarketConfig | null): TradingSourceAdapter => ({
  name: 'opensea',
  enabled: Boolean(market),
  capabilities: ['list', 'fill'],
  config: market ?? null,
})
