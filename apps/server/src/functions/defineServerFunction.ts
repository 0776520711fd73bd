import type { FunctionName, FunctionReturnType, ParsedParameters } from '@vitrine/api'
import type { CachePolicy } from '../cache/cachePolicy.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import type { FunctionDeps } from './FunctionDeps.ts'

/** The caller of a cloud function, as Parse gives it (the fields our functions read). */
export type FunctionRequest = {
  master?: boolean
  ip?: string | undefined
  user?: { id?: string | undefined; get(key: string): unknown } | undefined
}

/** What a cloud function's handler is given: its parameters, checked by the contract; the request. */
export type FunctionHandler<N extends FunctionName> = (
  params: ParsedParameters<N>,
  request: FunctionRequest,
) => Promise<FunctionReturnType<N>>

/**
 * Another API's function of the same name (Moralis's account.getNFTs posts to our `getNFTs`): the
 * calls it tells apart by their parameters go to it, as they came, checked by it.
 */
export type SharedName = {
  isItsCall(params: Record<string, unknown>): boolean
  handler(deps: FunctionDeps): (params: Record<string, unknown>) => Promise<unknown>
}

/**
 * A cloud function, defined once: its name (the contract's, `@vitrine/api`), who may call it and
 * why, how long a read is kept, whether it may take the fast path beside Parse, and its handler.
 * Mounting (mountFunctions.ts) derives everything else from it.
 */
export type ServerFunction<N extends FunctionName> = {
  name: N
  access: FunctionAccess
  /** A public read kept per process (cache/cachedRead.ts); its answer must not depend on the caller. */
  cache?: CachePolicy
  /** Answered beside Parse when called with no session or key (http/fastFunctions.ts); `anyone` only. */
  fast?: boolean
  /**
   * A Moralis Web3 API read of public chain data: answered to calls with no application id too (the
   * SDK sends none while signed out: http/web3ApiWithoutAppId.ts), within the chain-read budget.
   */
  web3Api?: true
  /** Builds the handler once, at mount, from the server's dependencies. */
  handler: (deps: FunctionDeps) => FunctionHandler<N>
  sharedWith?: SharedName
}

/** A definition of any function of the contract. */
export type AnyServerFunction = { [N in FunctionName]: ServerFunction<N> }[FunctionName]

export const defineServerFunction = <N extends FunctionName>(definition: ServerFunction<N>): ServerFunction<N> =>
  definition
