import { cloudFunctions, parseParams } from '@vitrine/api'
import type { Logger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { cachedRead } from '../cache/cachedRead.ts'
import type { ReadCache } from '../cache/createReadCache.ts'
import { internalErrorBoundary } from '../internalErrorBoundary.ts'
import type { AnyServerFunction } from './defineServerFunction.ts'
import type { FunctionDeps } from './FunctionDeps.ts'
import type { CloudRequest, MountedFunction } from './functionTable.ts'

/**
 * One definition as it runs: its access decision (master only, signed in, anyone), then its
 * parameters checked by the contract (a 400 naming the parameter; the handler gets them
 * normalised), inside the read cache when it has a policy, inside the internal-error boundary.
 */
export function mountedFunction(
  definition: AnyServerFunction,
  deps: FunctionDeps,
  cache: ReadCache,
  log: Logger,
): MountedFunction {
  const { name, access, sharedWith } = definition
  const schema = cloudFunctions[name].params
  const handler = definition.handler(deps) as (params: unknown, request: CloudRequest) => Promise<unknown>
  const checked = async (request: CloudRequest) => {
    // As Parse's `requireMaster` validator answers.
    if (access.who === 'closed' && !request.master)
      throw new Parse.Error(
        Parse.Error.VALIDATION_ERROR,
        'Validation failed. Master key is required to complete this request.',
      )
    if (access.who === 'signedIn' && !request.user && !request.master)
      throw new Parse.Error(Parse.Error.SESSION_MISSING, `Sign in to call ${name}.`)
    const outcome = parseParams(schema, request.params)
    if (!outcome.success) throw new Parse.Error(Parse.Error.INVALID_VALUE, outcome.message)
    return handler(outcome.data, request)
  }
  let run: MountedFunction = checked
  if (sharedWith) {
    const theirs = sharedWith.handler(deps)
    run = (request) => {
      const params = request.params ?? {}
      return sharedWith.isItsCall(params) ? theirs(params) : checked(request)
    }
  }
  if (definition.cache) run = cachedRead(name, definition.cache, cache, run)
  return internalErrorBoundary(name, run, log)
}
