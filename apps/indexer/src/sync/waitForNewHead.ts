import { setTimeout as sleep } from 'node:timers/promises'
import type { PublicClient } from 'viem'

export type WaitForNewHeadOptions = {
  /** How often the node is asked for its head (`eth_blockNumber`, the cheapest call). */
  everyMs: number
  /** How long to wait at most. */
  upToMs: number
  signal: AbortSignal
}

/**
 * Live follow's idle wait: returns once the node's head is past `seen` (true), or after `upToMs`
 * or an abort (false). A new block is then indexed within `everyMs` of its arrival rather than a
 * whole poll interval later, while the idle chores that run between waits keep their own pace. A
 * failed ask is skipped: the follow step that comes next meets the outage and reports it.
 */
export async function waitForNewHead(
  client: PublicClient,
  seen: bigint,
  options: WaitForNewHeadOptions,
): Promise<boolean> {
  const deadline = performance.now() + options.upToMs
  for (;;) {
    const left = deadline - performance.now()
    if (left <= 0 || options.signal.aborted) return false
    // An abort rejects the sleep (waking early is the point); it is read from the signal just below.
    await sleep(Math.min(options.everyMs, left), undefined, { signal: options.signal }).catch(() => {}) // abort: checked next
    if (options.signal.aborted) return false
    // An outage is no fact here: "not seen yet" only shortens the idle wait, and the follow step
    // that comes next asks the node again and reports the outage with its cause.
    const head = await client.getBlockNumber({ cacheTime: 0 }).catch(() => null) // outage: the follow step reports it
    if (head !== null && head > seen) return true
  }
}
