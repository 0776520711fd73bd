import type { AnyServerFunction } from '../../functions/defineServerFunction.ts'
import { drafts, pluginFunction } from '../pluginFunction.ts'

/** The `opensea` source as the Moralis plugin of that name (`opensea_<function>`): each as open as what it runs. */
export const openseaPluginFunctions: AnyServerFunction[] = [
  pluginFunction('opensea_getAsset', { who: 'anyone', why: 'getNFT, as an OpenSea asset' }),
  pluginFunction('opensea_getOrders', {
    who: 'anyone',
    why: 'getOrders: public orders, as any marketplace shows them',
  }),
  pluginFunction('opensea_createSellOrder', drafts('an order')),
  pluginFunction('opensea_createBuyOrder', drafts('an order')),
  pluginFunction('opensea_postOrder', {
    who: 'anyone',
    why: "postOrder: the offerer's signature, checked against the chain, is the authority",
  }),
]
