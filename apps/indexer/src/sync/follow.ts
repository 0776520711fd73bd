import type { Common } from '../Common.ts'
import { INDEXED_TOPICS } from '../decode/indexedTopics.ts'
import { handleLogs } from '../handlers/handleLogs.ts'
import { checkOrders } from '../orderBook/checkOrders.ts'
import { ChainBehindError } from '../rpc/ChainBehindError.ts'
import { getBlockAt } from '../rpc/getBlockAt.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'
import { pruneBlocks } from '../store/pruneBlocks.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { readOrdersToCheck } from '../store/readOrdersToCheck.ts'
import { rollback } from '../store/rollback.ts'
import { writeBatch } from '../store/writeBatch.ts'
import { findCommonAncestor, KEPT_BLOCKS } from './reorg.ts'

export type FollowStep = {
  indexed: bigint[]
  reorgedTo: bigint | null
  /** The head the node reported when the step began (the step indexed up to it, unless the node lagged). */
  head: bigint
}

/**
 * Indexes the blocks after the cursor up to the head, one block at a time, checking that each
 * new block's parent is the block indexed before it. When it is not (a reorg), rolls back to
 * the last block both chains share, then goes on from there. Returns what it did.
 */
export async function followStep(common: Common): Promise<FollowStep> {
  const { pool, client, config } = common
  const chainId = config.CHAIN_ID
  // Not from viem's cache: a stale head would leave the newest blocks for the next step.
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const step: FollowStep = { indexed: [], reorgedTo: null, head }
  for (;;) {
    const cursor = await readCursorBlock(pool, chainId)
    if (!cursor || cursor.number >= head) return step
    const block = await getBlockAt(client, cursor.number + 1n).catch((error: unknown) => {
      // Behind the head it reported a moment ago (another node behind a load balancer): next round.
      if (error instanceof ChainBehindError) return null
      throw error
    })
    if (!block) return step
    if (block.parentHash !== cursor.hash) {
      const ancestor = await findCommonAncestor(pool, client, chainId, cursor.number)
      await rollback(pool, chainId, ancestor)
      step.reorgedTo = ancestor.number
      continue
    }
    const { logs } = await getLogsAdaptive(client, block.number as bigint, block.number as bigint, INDEXED_TOPICS)
    // Logs of that exact block: a reorg between the two calls would show as another hash.
    const own = logs
      .filter((log) => log.blockHash === block.hash)
      .map((log) => ({ ...log, blockTimestamp: log.blockTimestamp ?? block.timestamp }))
    const writes = handleLogs(own, config.SEAPORT_ADDRESSES, config.FACTORY_ADDRESSES)
    const toCheck = await readOrdersToCheck(pool, chainId, writes.orderTouches, block.number as bigint)
    writes.orderUpdates = await checkOrders(
      client,
      toCheck,
      writes.orderTouches,
      block.number as bigint,
      block.parentHash,
    )
    await writeBatch(pool, chainId, writes, {
      number: block.number as bigint,
      hash: block.hash as string,
      parentHash: block.parentHash,
    })
    step.indexed.push(block.number as bigint)
    if ((block.number as bigint) % 64n === 0n) {
      await pruneBlocks(pool, chainId, (block.number as bigint) - KEPT_BLOCKS)
    }
  }
}
