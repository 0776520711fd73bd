import type { AnyServerFunction } from '../../functions/defineServerFunction.ts'
import { pluginFunction } from '../pluginFunction.ts'

/** The `oneInch` source as the Moralis plugin of that name (`oneInch_<function>`): each as open as what it runs. */
export const oneInchPluginFunctions: AnyServerFunction[] = [
  pluginFunction('oneInch_getSupportedTokens', {
    who: 'anyone',
    why: 'getSwapTokens: the tokens a buyer may pay with',
  }),
  pluginFunction('oneInch_quote', { who: 'anyone', why: "getSwapQuote's price: read from public pools (or 1inch)" }),
  pluginFunction('oneInch_hasAllowance', { who: 'anyone', why: "a token's public allowance to the swap route" }),
  pluginFunction('oneInch_approve', {
    who: 'anyone',
    why: 'drafts an approval for a wallet to send: reads public chain data only',
  }),
  pluginFunction('oneInch_swap', {
    who: 'anyone',
    why: 'drafts a swap for a wallet to send: reads public chain data only',
  }),
]
