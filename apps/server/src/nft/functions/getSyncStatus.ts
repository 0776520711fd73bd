import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import { temporarilyUnavailable } from '../../temporarilyUnavailable.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'

/** `getSyncStatus()`: the chain's head, the last block indexed, and the lag between them. */
export const getSyncStatus =
  ({ queries, client, chainId }: NftFunctionDeps): FunctionHandler<'getSyncStatus'> =>
  async () => {
    const [head, indexed] = await Promise.all([
      client.getBlockNumber().catch((error: unknown) => {
        throw temporarilyUnavailable('The sync status', error)
      }),
      queries.indexedBlock(),
    ])
    const headBlock = Number(head)
    const lagBlocks = indexed === null ? headBlock : Math.max(0, headBlock - indexed)
    return { chainId, headBlock, indexedBlock: indexed, lagBlocks, backfilling: lagBlocks > 12 }
  }
