import { z } from 'zod'
import { ChainId } from './chainId.ts'

/** How far the indexer has read the chain. `backfilling` while more than 12 blocks behind. */
export const SyncStatus = z.object({
  chainId: ChainId,
  headBlock: z.number().int().nonnegative(),
  indexedBlock: z.number().int().nonnegative().nullable(),
  lagBlocks: z.number().int().nonnegative(),
  backfilling: z.boolean(),
})
export type SyncStatus = z.infer<typeof SyncStatus>
