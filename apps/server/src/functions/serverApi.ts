import type { FunctionName, FunctionParameters, FunctionReturnType } from '@vitrine/api'
import type { FunctionRequest } from './defineServerFunction.ts'
import type { FunctionTable } from './functionTable.ts'

/**
 * Our cloud functions, called in-process as their caller would (their user, their parameters):
 * the same mounted function Parse runs, with its access and parameter checks, cache and errors.
 */
export type ServerApi = {
  call<N extends FunctionName>(
    name: N,
    params: FunctionParameters<N>,
    caller: FunctionRequest,
  ): Promise<FunctionReturnType<N>>
}

export function createServerApi(table: FunctionTable): ServerApi {
  return {
    async call(name, params, caller) {
      const run = table.functions.get(name)
      // A fault of ours (called before mounting), not the caller's.
      if (!run) throw new Error(`${name} is called before the cloud functions are mounted.`)
      const request = {
        params: params as Record<string, unknown>,
        master: caller.master ?? false,
        user: caller.user,
        headers: {},
        ip: undefined,
        functionName: name,
        context: {},
      }
      // The contract types the answer: the mounted function is `name`'s handler.
      return (await run(request)) as FunctionReturnType<typeof name>
    },
  }
}
