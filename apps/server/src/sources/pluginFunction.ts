import type { moralisPluginFunctions } from '@vitrine/api'
import Parse from 'parse/node'
import { defineServerFunction, type FunctionHandler } from '../functions/defineServerFunction.ts'
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

/** A plugin function's definition: its name and who may call it (its handler runs the served plugin). */
export const pluginFunction = <N extends PluginFunctionName>(name: N, access: FunctionAccess) =>
  defineServerFunction<N>({ name, access, handler: ({ moralis }) => servePluginFunction(moralis.plugins, name) })

/** The access of a function that only drafts what a wallet signs. */
export const drafts = (what: string, reads = 'public chain data'): FunctionAccess => ({
  who: 'anyone',
  why: `drafts ${what} for a wallet to sign: reads ${reads} only`,
})
