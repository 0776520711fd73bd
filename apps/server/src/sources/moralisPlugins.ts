import type { TradingSource } from '@vitrine/api'
import type { FunctionRequest } from '../functions/defineServerFunction.ts'

/** A wallet step the SDK performs after a plugin call (moralis-v1's handleTriggers). */
export type PluginTrigger = { name: string; data?: unknown; [key: string]: unknown }
export type PluginAnswer = { data: unknown; triggers: PluginTrigger[] }
/** The caller of a plugin function, as Parse gives it (what a function it calls in turn needs). */
export type PluginRequest = FunctionRequest
/** A plugin function: the call's parameters, the signed-in user's id (null when none), the request. */
export type PluginFunction = (
  params: Record<string, unknown>,
  userId: string | null,
  request: PluginRequest,
) => Promise<PluginAnswer>

/**
 * A Moralis plugin: Moralis.Plugins.<name>.<function>(params) calls the cloud function
 * `<name>_<function>`. Vitrine's trading sources (PRODUCT.md §6) are served as plugins of the
 * same names (`tradingPlugins.ts` lists them).
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

/** Whether `name`'s trading source is on, by the sources of `getMarketConfig`. */
export const sourceEnabled = (sources: readonly { name: TradingSource; enabled: boolean }[], name: string) =>
  sources.some((source) => source.name === name && source.enabled)
