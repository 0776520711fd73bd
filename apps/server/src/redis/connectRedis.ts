import { createClient } from 'redis'

/** One Redis connection per process (`REDIS_URL`), shared by the budgets and Parse's cache. */
export type RedisConnection = {
  /** A command; rejects within READY_WAIT_MS while Redis is away, never queues. */
  send: (args: string[]) => Promise<unknown>
  close: () => Promise<void>
}

type Log = { warn: (fields: object, message: string) => void }

/** How long a command waits for Redis to come back before it fails. */
const READY_WAIT_MS = 2_000

export function connectRedis(url: string, log: Log): RedisConnection {
  // No offline queue: while Redis is away a command fails within READY_WAIT_MS instead of piling up.
  const client = createClient({ url, disableOfflineQueue: true })
  let lastWarning = 0
  client.on('error', (error: unknown) => {
    // The client reconnects by itself; a line a minute at most says so, without the URL (a password).
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    log.warn({ error: error instanceof Error ? error.message : String(error) }, 'redis unreachable; reconnecting')
  })
  // The first connection's failure is logged by the 'error' handler above (the client keeps
  // trying); a command meanwhile fails with its cause, and its caller decides (nothing is a fact).
  client.connect().catch(() => {}) // logged by the 'error' handler
  const ready = () =>
    client.isReady
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const onReady = () => {
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(() => {
            client.off('ready', onReady)
            reject(new Error('Redis (REDIS_URL) does not answer'))
          }, READY_WAIT_MS)
          client.once('ready', onReady)
        })
  return {
    send: async (args) => {
      await ready()
      return client.sendCommand(args)
    },
    close: async () => {
      if (client.isOpen) await client.close()
      else client.destroy()
    },
  }
}
