import type { MoralisPlugin } from '../moralisPlugins.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import { getAsset } from './openseaAsset.ts'
import { getOrders } from './openseaOrders.ts'
import { createBuyOrder, createSellOrder, postSignedOrder } from './openseaSignedOrders.ts'

/** The `opensea` source (the Seaport order book) as react-moralis's OpenSea plugin. */
export function openseaMoralisPlugin(deps: TradingPluginDeps): MoralisPlugin {
  return {
    name: 'opensea',
    functions: {
      getAsset: getAsset(deps),
      getOrders: getOrders(deps),
      createSellOrder: createSellOrder(deps),
      createBuyOrder: createBuyOrder(deps),
    },
    endpoints: { postOrder: postSignedOrder(deps) },
  }
}
