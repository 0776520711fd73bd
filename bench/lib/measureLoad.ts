export type LoadResult = {
  concurrency: number
  count: number
  errors: number
  /** What the first failed call said: a count alone does not tell a refusal from a crash. */
  firstError: string | null
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
  const errors: unknown[] = []
  const began = performance.now()
  const deadline = began + durationMs
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const start = performance.now()
        try {
          await task(worker)
          latencies.push(performance.now() - start)
        } catch (error) {
          // Counted and reported with the figures; the load goes on.
          errors.push(error)
        }
      }
    }),
  )
  return summarize(latencies, errors, concurrency, (performance.now() - began) / 1000)
}

/**
 * Sends `task` at a steady `perSecond` from `concurrency` workers for `durationMs` (an open load,
 * as a service's clients make it: the next call is due at its time, whether or not the previous
 * one answered), timing each call from when it was due, so a late answer also counts the calls it
 * held up (no coordinated omission). The figures of a service at a given rate; `measureLoad`
 * gives its ceiling.
 */
export async function measurePaced(
  task: (worker: number) => Promise<void>,
  concurrency: number,
  perSecond: number,
  durationMs: number,
) {
  const latencies: number[] = []
  const errors: unknown[] = []
  const began = performance.now()
  const calls = Math.floor((perSecond * durationMs) / 1000)
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      // Worker w makes calls w, w + concurrency, …: together one call every 1/perSecond.
      for (let call = worker; call < calls; call += concurrency) {
        const due = began + (call * 1000) / perSecond
        const wait = due - performance.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        try {
          await task(worker)
          latencies.push(performance.now() - due)
        } catch (error) {
          errors.push(error)
        }
      }
    }),
  )
  const seconds = (performance.now() - began) / 1000
  return summarize(latencies, errors, concurrency, seconds)
}

function summarize(latencies: number[], errors: unknown[], concurrency: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    concurrency,
    count: latencies.length,
    errors: errors.length,
    firstError: errors.length ? String((errors[0] as Error)?.message ?? errors[0]).slice(0, 300) : null,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  }
}

export function formatLoad(label: string, result: LoadResult): string {
  return (
    `${label.padEnd(34)} c=${String(result.concurrency).padStart(2)}  ` +
    `${result.perSecond.toFixed(0).padStart(5)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
    `p99 ${result.p99.toFixed(1).padStart(6)} ms  (${result.count} ok, ${result.errors} errors)` +
    (result.firstError ? `\n${' '.repeat(36)}first error: ${result.firstError}` : '')
  )
}
