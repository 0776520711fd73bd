import { type SourceCapability, TRADING_SOURCES, type TradingSource, type TradingSourceInfo } from '@vitrine/api'

/**
 * One trading source behind one interface (PRODUCT.md §6, "Other sources"): its name, whether it
 * is on here, what it can do, and its config, parsed once with the app's config
 * (`@vitrine/runtime/config`) and handed to the adapter's factory. Named `…Adapter`, not
 * `TradingSource`: that is the name enumeration of `@vitrine/api`, which this imports.
 */
export interface TradingSourceAdapter<Config = unknown> {
  readonly name: TradingSource
  readonly enabled: boolean
  readonly capabilities: readonly SourceCapability[]
  readonly config: Config
}

/** A source that is not built or not configured here: present, and off. */
export function disabledSource(
  name: TradingSource,
  capabilities: readonly SourceCapability[],
): TradingSourceAdapter<null> {
  return { name, enabled: false, capabilities, config: null }
}

/**
 * What `getMarketConfig().sources` answers: every name of the enumeration once, in its order; a
 * name no adapter was given for is reported off, with no capability.
 */
export function describeSources(adapters: readonly TradingSourceAdapter[]): TradingSourceInfo[] {
  return TRADING_SOURCES.map((name) => {
    const adapter = adapters.find((candidate) => candidate.name === name)
    return { name, enabled: adapter?.enabled ?? false, capabilities: [...(adapter?.capabilities ?? [])] }
  })
}
