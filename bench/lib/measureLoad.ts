export type LoadResult = {
  concurrency: number
  count: number
  errors: number
  perSecond: number
  p50: number
  p99: number
}

/**
 * Runs `task` from `concurrency` workers until `durationMs` has passed, timing each call.
 * Errors are counted, not timed: a fast failure must not flatter the figures.
 */
export async function measureLoad(task: (worker: number) => Promise<void>, concurrency: number, durationMs: number) {
  const latencies: number[] = []
  let errors = 0
  const began = performance.now()
  const deadline = began + durationMs
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const start = performance.now()
        try {
          await task(worker)
          latencies.push(performance.now() - start)
        } catch {
          // Counted and reported with the figures; the load goes on.
          errors++
        }
      }
    }),
  )
  const seconds = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    concurrency,
    count: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  }
}

export function formatLoad(label: string, result: LoadResult): string {
  return (
    `${label.padEnd(34)} c=${String(result.concurrency).padStart(2)}  ` +
    `${result.perSecond.toFixed(0).padStart(5)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
    `p99 ${result.p99.toFixed(1).padStart(6)} ms  (${result.count} ok, ${result.errors} errors)`
  )
}
