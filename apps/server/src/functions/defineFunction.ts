import {
  cloudFunctions,
  type FunctionName,
  type FunctionReturnType,
  type ParsedParameters,
  parseParams,
} from '@vitrine/api'

import { FUNCTION_ACCESS } from '../permissions/functionAccess.ts'

type ParseStatic = typeof import('parse/node')

/** What a cloud function's handler is given: its parameters, checked by the contract; the request. */
export type FunctionHandler<N extends FunctionName> = (
  params: ParsedParameters<N>,
  request: { master?: boolean; ip?: string; user?: { id?: string | undefined; get(key: string): unknown } | undefined },
) => Promise<FunctionReturnType<N>>

/**
 * Registers a cloud function of the contract (`@vitrine/api`): its parameters are checked by the
 * contract's schema first, so bad input is a 400 whose message names the parameter, and the
 * handler gets them normalised (checksummed addresses, defaults filled in).
 */
export function defineFunction<N extends FunctionName>(
  Parse: ParseStatic,
  name: N,
  handler: FunctionHandler<N>,
  options?: { requireMaster?: boolean },
) {
  const schema = cloudFunctions[name].params
  Parse.Cloud.define(
    name,
    async (request) => {
      // A function the permission table opens to signed-in users refuses anyone else first.
      if (FUNCTION_ACCESS[name]?.who === 'signedIn' && !request.user && !request.master) {
        throw new Parse.Error(Parse.Error.SESSION_MISSING, `Sign in to call ${name}.`)
      }
      const outcome = parseParams(schema, request.params)
      if (!outcome.success) throw new Parse.Error(Parse.Error.INVALID_VALUE, outcome.message)
      return handler(outcome.data as ParsedParameters<N>, request)
    },
    options,
  )
}
