import type { TradingSourceAdapter } from '@vitrine/market'
import type { ServerConfig } from '../../config.ts'

/** The `rarible` source: lazy minting, on with the marketplace and the collection factory (whose collections `redeem` vouchers). */
export const raribleSource = (config: Pick<ServerConfig, 'market' | 'collectionFactory'>): TradingSourceAdapter => ({
  name: 'rarible',
  enabled: Boolean(config.market && config.collectionFactory),
  capabilities: ['list', 'fill'],
  config: config.collectionFactory ? { collectionFactory: config.collectionFactory } : null,
})
