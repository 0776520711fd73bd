import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import { fiatPluginFunctions } from './fiat/fiatPluginFunctions.ts'
import { oneInchPluginFunctions } from './oneInch/oneInchPluginFunctions.ts'
import { openseaPluginFunctions } from './opensea/openseaPluginFunctions.ts'
import { rariblePluginFunctions } from './rarible/rariblePluginFunctions.ts'

/** The trading sources as Moralis plugins (`<plugin>_<function>`), each defined in its source's folder. */
const PLUGIN_FUNCTIONS: AnyServerFunction[] = [
  ...openseaPluginFunctions,
  ...oneInchPluginFunctions,
  ...rariblePluginFunctions,
  ...fiatPluginFunctions,
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
