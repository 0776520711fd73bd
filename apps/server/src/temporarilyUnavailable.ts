import { describeRpcError } from '@vitrine/rpc'
import Parse from 'parse/node'

/**
 * The Parse error for a request that needs the chain while its node does not answer: code 100
 * (`CONNECTION_FAILED`, Parse's "try again later", which it also uses for rate limits), answered
 * with HTTP 503 (see `unavailableStatus`). Never the user's fault, never an answer about the
 * chain. `subject` names what cannot be done, e.g. "Signing in with a contract wallet". The RPC
 * error is kept as `cause` in words: Parse's logger prints a cause's fields, and viem's errors
 * carry the node's URL, which may hold an API key.
 */
export function temporarilyUnavailable(subject: string, cause: unknown): Parse.Error {
  const error = new Parse.Error(
    Parse.Error.CONNECTION_FAILED,
    `${subject} is temporarily unavailable: the chain node does not answer. Try again shortly.`,
  )
  return Object.assign(error, { cause: describeRpcError(cause) })
}
