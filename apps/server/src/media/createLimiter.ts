import { ServerError } from '../ServerError.ts'

/** Too much work is already waiting: the caller answers without doing it. */
export class QueueFullError extends ServerError {
  override name = 'QueueFullError'
}

export type Limiter = {
  /** Runs `task` when fewer than `concurrency` run; rejects with QueueFullError if `maxQueued` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>
  readonly active: number
  readonly queued: number
}

/** At most `concurrency` tasks at once, at most `maxQueued` waiting (first come, first served). */
export function createLimiter(concurrency: number, maxQueued: number): Limiter {
  let active = 0
  const waiting: (() => void)[] = []
  const release = () => {
    active--
    const next = waiting.shift()
    if (next) {
      active++
      next()
    }
  }
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxQueued) throw new QueueFullError(`${maxQueued} tasks are already waiting.`)
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        active++
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
  }
}
