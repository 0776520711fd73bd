import { BlockNotFoundError, type PublicClient } from 'viem'
import { ChainBehindError } from './ChainBehindError.ts'

/**
 * The block at `blockNumber`, which the caller knows the chain has (it is indexed, or below a head
 * already seen). A node that answers "no such block" is behind: ChainBehindError, retryable. An
 * RPC failure is thrown as it is, for the caller to retry: it says nothing about the chain.
 */
export async function getBlockAt(client: PublicClient, blockNumber: bigint) {
  try {
    return await client.getBlock({ blockNumber })
  } catch (error) {
    if (error instanceof BlockNotFoundError) throw new ChainBehindError(blockNumber, { cause: error })
    throw error
  }
}
