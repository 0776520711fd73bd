import type { CloudRequest, FunctionRegistry } from '../../functions/functionRegistry.ts'
import type { PluginRequest } from '../moralisPlugins.ts'

/**
 * Runs one of our own cloud functions as its caller would (their user, their parameters): a plugin
 * answers over the very functions of our API, with their checks, cache and errors, defined once.
 */
export type CallFunction = <T>(name: string, params: Record<string, unknown>, request: PluginRequest) => Promise<T>

export function createCallFunction(registry: FunctionRegistry): CallFunction {
  return async <T>(name: string, params: Record<string, unknown>, request: PluginRequest) => {
    const run = registry.get(name)
    // A fault of ours (a plugin naming a function not registered), not the caller's.
    if (!run) throw new Error(`A plugin called ${name}, which is not a registered cloud function.`)
    const call = {
      params,
      master: request.master ?? false,
      isReadOnly: false,
      user: request.user,
      installationId: undefined,
      headers: {},
      ip: undefined,
      functionName: name,
      context: {},
    }
    return (await run(call as unknown as CloudRequest)) as T
  }
}
