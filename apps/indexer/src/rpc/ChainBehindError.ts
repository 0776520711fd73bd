import { IndexerError } from '../IndexerError.ts'

/**
 * The node has no block at a height the index already holds: it is behind (a load-balanced node
 * lagging, a node still syncing, or one restarted without its blocks). Not a reorg: nothing is
 * rolled back, and indexing waits for the node. Retryable.
 */
export class ChainBehindError extends IndexerError {
  override name = 'ChainBehindError'
  readonly retryable = true
  constructor(blockNumber: bigint, options?: ErrorOptions) {
    super(
      `The RPC node has no block ${blockNumber} yet, which is already indexed: waiting for it to catch up.`,
      options,
    )
  }
}
