import { BlockNotFoundError, type PublicClient } from 'viem'
import { ChainBehindError } from './ChainBehindError.ts'

/** A node that answers "no such block" for a block the caller knows exists is behind: retryable. */
async function knownBlock<T>(blockNumber: bigint, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof BlockNotFoundError) throw new ChainBehindError(blockNumber, { cause: error })
    throw error
  }
}

/**
 * The block at `blockNumber`, which the caller knows the chain has (it is indexed, or below a head
 * already seen). A node that answers "no such block" is behind: ChainBehindError, retryable. An
 * RPC failure is thrown as it is, for the caller to retry: it says nothing about the chain.
 */
export function getBlockAt(client: PublicClient, blockNumber: bigint) {
  return knownBlock(blockNumber, () => client.getBlock({ blockNumber }))
}

/** getBlockAt with the block's transactions in full. */
export function getBlockWithTransactionsAt(client: PublicClient, blockNumber: bigint) {
  return knownBlock(blockNumber, () => client.getBlock({ blockNumber, includeTransactions: true }))
}
