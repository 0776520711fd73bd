import type { TradingSource } from '@vitrine/api'
import { FUNCTION_ACCESS } from '../permissions/functionAccess.ts'

type ParseStatic = typeof import('parse/node')

/** A wallet step the SDK performs after a plugin call (moralis-v1's handleTriggers). */
export type PluginTrigger = { name: string; data?: unknown; [key: string]: unknown }
export type PluginAnswer = { data: unknown; triggers: PluginTrigger[] }
/** The caller of a plugin function, as Parse gives it (what a function it calls in turn needs). */
export type PluginRequest = {
  user?: { id?: string | undefined; get(key: string): unknown } | undefined
  master?: boolean
}
/** A plugin function: the call's parameters, the signed-in user's id (null when none), the request. */
export type PluginFunction = (
  params: Record<string, unknown>,
  userId: string | null,
  request: PluginRequest,
) => Promise<PluginAnswer>

/**
 * A Moralis plugin: Moralis.Plugins.<name>.<function>(params) calls the cloud function
 * `<name>_<function>`. Vitrine's trading sources (PRODUCT.md §6) are served as plugins of the
 * same names (`plugins/tradingPlugins.ts` lists them).
 */
export type MoralisPlugin = {
  /** The TradingSource of the same name. */
  name: string
  functions: Record<string, PluginFunction>
  /**
   * Functions only its own triggers call (a `callPluginEndpoint` step, e.g. posting what the
   * wallet signed): served as `<name>_<endpoint>`, not listed in getPluginSpecs.
   */
  endpoints?: Record<string, PluginFunction>
}

/** A plugin and whether its trading source is on here. */
export type ServedPlugin = MoralisPlugin & { enabled: boolean }

/**
 * `getPluginSpecs` (Moralis.start() calls it last: the enabled plugins only) and each plugin
 * function, answering Moralis's plugin envelope `{ data: { success, result: { data, triggers } } }`.
 * A plugin whose source is off keeps its functions (the permission table lists them all), and
 * each answers that it is off.
 */
export function registerMoralisPlugins(Parse: ParseStatic, plugins: readonly ServedPlugin[]) {
  const specs = plugins
    .filter((plugin) => plugin.enabled)
    .map((plugin) => ({ name: plugin.name, functions: Object.keys(plugin.functions) }))
  Parse.Cloud.define('getPluginSpecs', () => specs)
  for (const plugin of plugins) {
    for (const [name, run] of Object.entries({ ...plugin.functions, ...plugin.endpoints })) {
      const functionName = `${plugin.name}_${name}`
      Parse.Cloud.define(functionName, async (request) => {
        if (FUNCTION_ACCESS[functionName]?.who === 'signedIn' && !request.user && !request.master)
          throw new Parse.Error(Parse.Error.SESSION_MISSING, `Sign in to call ${functionName}.`)
        if (!plugin.enabled)
          throw new Parse.Error(
            Parse.Error.UNSUPPORTED_SERVICE,
            `The ${plugin.name} plugin is off on this server: its trading source is not configured.`,
          )
        const params = (request.params ?? {}) as Record<string, unknown>
        const result = await run(params, request.user?.id ?? null, request)
        return { data: { success: true, result } }
      })
    }
  }
}

/** Whether `name`'s trading source is on, by the sources of `getMarketConfig`. */
export const sourceEnabled = (sources: readonly { name: TradingSource; enabled: boolean }[], name: string) =>
  sources.some((source) => source.name === name && source.enabled)
