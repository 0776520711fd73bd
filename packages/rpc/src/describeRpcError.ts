import { BaseError } from 'viem'

/**
 * One line fit for a log or a message: viem's short message and the node's details, never its
 * full message, which repeats the RPC URL (often holding an API key) and the request body.
 */
export function describeRpcError(error: unknown): string {
  if (error instanceof BaseError) {
    const details = error.details && error.details !== error.shortMessage ? ` (${error.details})` : ''
    return `${error.shortMessage}${details}`
  }
  return error instanceof Error ? error.message : String(error)
}
