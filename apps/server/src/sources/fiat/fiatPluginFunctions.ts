import type { AnyServerFunction } from '../../functions/defineServerFunction.ts'
import { pluginFunction } from '../pluginFunction.ts'

/** The `fiat` source as the Moralis plugin of that name (`fiat_<function>`): each as open as what it runs. */
export const fiatPluginFunctions: AnyServerFunction[] = [
  pluginFunction('fiat_buy', {
    who: 'signedIn',
    why: "getOnrampUrl: a signed on-ramp URL for the caller's own wallet",
  }),
]
