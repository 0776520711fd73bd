import type { AnyServerFunction } from '../../functions/defineServerFunction.ts'
import { drafts, pluginFunction } from '../pluginFunction.ts'

/** The `rarible` source as the Moralis plugin of that name (`rarible_<function>`): each as open as what it runs. */
export const rariblePluginFunctions: AnyServerFunction[] = [
  pluginFunction('rarible_lazyMint', drafts('a mint voucher', 'public data')),
  pluginFunction('rarible_createSellOrder', drafts('a mint voucher', 'public data')),
  pluginFunction('rarible_postLazyOrder', {
    who: 'anyone',
    why: "postOrder: the creator's signed voucher, checked against the chain, is the authority",
  }),
]
