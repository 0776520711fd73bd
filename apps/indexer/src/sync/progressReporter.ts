/** A progress line at a steady pace: blocks done of total, events per second, time left. */
export function progressReporter(write: (line: string) => void, everyMs = 2000) {
  let last = 0
  return ({
    block,
    toBlock,
    events,
    elapsedMs,
  }: {
    block: bigint
    toBlock: bigint
    events: number
    elapsedMs: number
  }) => {
    const now = performance.now()
    if (now - last < everyMs && block !== toBlock) return
    last = now
    const perSecond = events / Math.max(elapsedMs / 1000, 0.001)
    const done = Number(block)
    const total = Number(toBlock)
    const blocksPerMs = done / Math.max(elapsedMs, 1)
    const etaSeconds = blocksPerMs > 0 ? (total - done) / blocksPerMs / 1000 : 0
    write(
      `backfill: block ${done.toLocaleString('en')} / ${total.toLocaleString('en')}, ` +
        `${Math.round(perSecond).toLocaleString('en')} events/s, ETA ${etaSeconds.toFixed(0)} s`,
    )
  }
}
