export type GroupedCallsOptions = {
  /** Most items in one call of `run`. */
  maxBatch: number
  /** Most calls of `run` at once; items arriving beyond wait and go together in the next. */
  maxInFlight: number
}

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }

/**
 * Calls grouped into batches (group commit, for writes): items asked while `maxInFlight` calls of
 * `run` are under way wait, and go together in the next, so under load one statement (one commit,
 * one notification) carries several items; when idle an item goes at the next turn of the event
 * loop, with those of the same turn. `run` answers one result per item, in order. A batch that
 * fails is run again one item at a time, so an item fails alone, with its own error.
 */
export function createGroupedCalls<T, R>(run: (items: T[]) => Promise<R[]>, options: GroupedCallsOptions) {
  let waiting: Waiting<T, R>[] = []
  let inFlight = 0
  let scheduled = false

  const settle = async (batch: Waiting<T, R>[]) => {
    try {
      const results = await run(batch.map((entry) => entry.item))
      for (const [index, entry] of batch.entries()) entry.resolve(results[index] as R)
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error)
      else await Promise.all(batch.map((entry) => settle([entry])))
    }
  }

  const pump = () => {
    scheduled = false
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.slice(0, options.maxBatch)
      waiting = waiting.slice(batch.length)
      inFlight++
      void settle(batch).finally(() => {
        inFlight--
        pump()
      })
    }
  }

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject })
      if (!scheduled && inFlight < options.maxInFlight) {
        scheduled = true
        setImmediate(pump)
      }
    })
}
