import { isRefusedByChain } from '@vitrine/rpc'
import { TradeError } from './TradeError.ts'

/**
 * For a view call's `.catch`: a revert is the chain's answer (null: no such owner, no royalty);
 * anything else is an outage, never read as a fact about the order, and stops the action with
 * words and its cause.
 */
export function answerOrOutage(error: unknown): null {
  if (isRefusedByChain(error)) return null
  throw new TradeError('failed', 'The chain could not be reached to check this. Nothing was done; try again.', {
    cause: error,
  })
}
