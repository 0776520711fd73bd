import { fiatMoralisPlugin } from './fiat/fiatMoralisPlugin.ts'
import { type MoralisPlugin, type ServedPlugin, sourceEnabled } from './moralisPlugins.ts'
import { oneInchMoralisPlugin } from './oneInch/oneInchMoralisPlugin.ts'
import { openseaMoralisPlugin } from './opensea/openseaMoralisPlugin.ts'
import { raribleMoralisPlugin } from './rarible/raribleMoralisPlugin.ts'
import { raribleOverOurFunctions } from './rarible/raribleOverOurFunctions.ts'
import type { TradingPluginDeps } from './tradingPluginDeps.ts'

/**
 * The trading sources as the Moralis plugins of the same names (PRODUCT.md §6, §8), one line each.
 * Each is served enabled when its source is (`getPluginSpecs` lists only those).
 */
export function tradingPlugins(deps: TradingPluginDeps): ServedPlugin[] {
  const plugins: MoralisPlugin[] = [
    oneInchMoralisPlugin(deps),
    openseaMoralisPlugin(deps),
    fiatMoralisPlugin(deps),
    raribleMoralisPlugin(raribleOverOurFunctions(deps)),
  ]
  return plugins.map((plugin) => ({ ...plugin, enabled: sourceEnabled(deps.sources, plugin.name) }))
}
