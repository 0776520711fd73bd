type ParseStatic = typeof import('parse/node')

/** A wallet step the SDK performs after a plugin call (moralis-v1's handleTriggers). */
export type PluginTrigger = { name: string; data?: unknown; [key: string]: unknown }
export type PluginAnswer = { data: unknown; triggers: PluginTrigger[] }
/** A plugin function: the call's parameters and the signed-in user's id (null when none). */
export type PluginFunction = (params: Record<string, unknown>, userId: string | null) => Promise<PluginAnswer>

/**
 * A Moralis plugin: Moralis.Plugins.<name>.<function>(params) calls the cloud function
 * `<name>_<function>`. Vitrine's trading sources (PRODUCT.md §6) are served as plugins of the
 * same names; they are added by the trading-sources work, the list is empty until then.
 */
export type MoralisPlugin = {
  /** The TradingSource of the same name. */
  name: string
  functions: Record<string, PluginFunction>
}

/**
 * `getPluginSpecs` (Moralis.start() calls it last) and each plugin function, answering Moralis's
 * plugin envelope `{ data: { success, result: { data, triggers } } }`.
 */
export function registerMoralisPlugins(Parse: ParseStatic, plugins: readonly MoralisPlugin[]) {
  const specs = plugins.map((plugin) => ({ name: plugin.name, functions: Object.keys(plugin.functions) }))
  Parse.Cloud.define('getPluginSpecs', () => specs)
  for (const plugin of plugins) {
    for (const [name, run] of Object.entries(plugin.functions)) {
      Parse.Cloud.define(`${plugin.name}_${name}`, async (request) => {
        const result = await run((request.params ?? {}) as Record<string, unknown>, request.user?.id ?? null)
        return { data: { success: true, result } }
      })
    }
  }
}
