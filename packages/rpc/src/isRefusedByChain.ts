import {
  BlockNotFoundError,
  CallExecutionError,
  ContractFunctionExecutionError,
  ExecutionRevertedError,
  HttpRequestError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import { causes } from './causes.ts'

/**
 * True when the node answered and the answer is "no": the call ran and reverted (or ran out of
 * gas), the address has no such function (it returned no data), what it returned does not decode
 * as the function's result, or the node has no block at that height. That is a fact about the
 * chain. Anything else, a connection refused, a time-out, an HTTP 5xx, a node's internal error, is
 * not: the caller retries it or reports the chain temporarily unavailable, and never reads it as
 * an answer.
 */
export function isRefusedByChain(error: unknown): boolean {
  const chain = causes(error)
  if (chain.some((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) return false
  if (chain.some((cause) => cause instanceof WebSocketRequestError)) return false
  if (chain.some((cause) => cause instanceof ExecutionRevertedError || cause instanceof BlockNotFoundError)) return true
  // readContract wraps every failure of its eth_call in a CallExecutionError; without one, the
  // call returned and its result is what failed (no data, or not the declared type).
  const contract = chain.find((cause) => cause instanceof ContractFunctionExecutionError)
  return contract !== undefined && !chain.some((cause) => cause instanceof CallExecutionError)
}
