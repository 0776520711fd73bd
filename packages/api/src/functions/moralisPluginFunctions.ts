import { z } from 'zod'
import { looseParams } from '../schemas/looseParams.ts'

/** A wallet step the SDK performs after a plugin call (moralis-v1's handleTriggers). */
export const pluginTriggerSchema = z.looseObject({ name: z.string(), data: z.unknown().optional() })

/** Moralis's plugin envelope: `{ data: { success, result: { data, triggers } } }`. */
const pluginFunction = {
  params: looseParams(),
  result: z.object({
    data: z.object({
      success: z.literal(true),
      result: z.object({ data: z.unknown(), triggers: z.array(pluginTriggerSchema) }),
    }),
  }),
}

/**
 * The trading sources as Moralis plugins: `Moralis.Plugins.<source>.<function>(params)` calls
 * `<source>_<function>`. Each checks its parameters itself, in the plugin's own words.
 */
export const moralisPluginFunctions = {
  opensea_getAsset: pluginFunction,
  opensea_getOrders: pluginFunction,
  opensea_createSellOrder: pluginFunction,
  opensea_createBuyOrder: pluginFunction,
  opensea_postOrder: pluginFunction,
  oneInch_getSupportedTokens: pluginFunction,
  oneInch_quote: pluginFunction,
  oneInch_hasAllowance: pluginFunction,
  oneInch_approve: pluginFunction,
  oneInch_swap: pluginFunction,
  rarible_lazyMint: pluginFunction,
  rarible_createSellOrder: pluginFunction,
  rarible_postLazyOrder: pluginFunction,
  fiat_buy: pluginFunction,
} as const
