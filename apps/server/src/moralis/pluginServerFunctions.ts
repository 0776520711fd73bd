import type { moralisPluginFunctions } from '@vitrine/api'
import Parse from 'parse/node'
import {
  type AnyServerFunction,
  defineServerFunction,
  type FunctionHandler,
} from '../functions/defineServerFunction.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import type { ServedPlugin } from './moralisPlugins.ts'

type PluginFunctionName = keyof typeof moralisPluginFunctions

/**
 * `<plugin>_<function>` as Moralis's plugin envelope answers it:
 * `{ data: { success, result: { data, triggers } } }`. A plugin whose source is off keeps its
 * functions (the permission table lists them all), and each answers that it is off.
 */
function servePluginFunction<N extends PluginFunctionName>(plugins: readonly ServedPlugin[], name: N) {
  const [pluginName, functionName = ''] = name.split('_')
  const plugin = plugins.find((served) => served.name === pluginName)
  const run = plugin && { ...plugin.functions, ...plugin.endpoints }[functionName]
  if (!plugin || !run) throw new Error(`${name} is defined but no Moralis plugin serves it.`)
  const handler: FunctionHandler<PluginFunctionName> = async (params, request) => {
    if (!plugin.enabled)
      throw new Parse.Error(
        Parse.Error.UNSUPPORTED_SERVICE,
        `The ${plugin.name} plugin is off on this server: its trading source is not configured.`,
      )
    const result = await run(params, request.user?.id ?? null, request)
    return { data: { success: true, result } }
  }
  // Every plugin function has the same contract (moralisPluginFunctions).
  return handler as FunctionHandler<N>
}

const pluginFunction = <N extends PluginFunctionName>(name: N, access: FunctionAccess) =>
  defineServerFunction<N>({ name, access, handler: ({ moralis }) => servePluginFunction(moralis.plugins, name) })

const drafts = (what: string, reads = 'public chain data'): FunctionAccess => ({
  who: 'anyone',
  why: `drafts ${what} for a wallet to sign: reads ${reads} only`,
})

/** The trading sources as Moralis plugins (`<plugin>_<function>`): each as open as what it runs. */
const PLUGIN_FUNCTIONS: AnyServerFunction[] = [
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
  pluginFunction('rarible_lazyMint', drafts('a mint voucher', 'public data')),
  pluginFunction('rarible_createSellOrder', drafts('a mint voucher', 'public data')),
  pluginFunction('rarible_postLazyOrder', {
    who: 'anyone',
    why: "postOrder: the creator's signed voucher, checked against the chain, is the authority",
  }),
  pluginFunction('fiat_buy', {
    who: 'signedIn',
    why: "getOnrampUrl: a signed on-ramp URL for the caller's own wallet",
  }),
]

/** getPluginSpecs and the plugin functions. */
export const pluginServerFunctions: AnyServerFunction[] = [
  // Moralis.start() calls it last: the enabled plugins only. Every function a plugin serves must
  // be defined below (checked at start).
  defineServerFunction({
    name: 'getPluginSpecs',
    access: { who: 'anyone', why: 'the Moralis plugins this server has (its trading sources)' },
    handler: ({ moralis: { plugins } }) => {
      const defined = new Set<string>(PLUGIN_FUNCTIONS.map((definition) => definition.name))
      for (const plugin of plugins)
        for (const name of Object.keys({ ...plugin.functions, ...plugin.endpoints }))
          if (!defined.has(`${plugin.name}_${name}`))
            throw new Error(`The ${plugin.name} plugin serves ${name}, which has no definition.`)
      const specs = plugins
        .filter((plugin) => plugin.enabled)
        .map((plugin) => ({ name: plugin.name, functions: Object.keys(plugin.functions) }))
      return async () => specs
    },
  }),
  ...PLUGIN_FUNCTIONS,
]
