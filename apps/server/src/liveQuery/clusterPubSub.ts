import cluster, { type Worker } from 'node:cluster'
import { EventEmitter } from 'node:events'

/** A live query event on its way between workers, through their primary. */
export type LiveQueryRelay = { type: 'liveQuery'; channel: string; message: string }

const isRelay = (message: unknown): message is LiveQueryRelay =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'liveQuery' &&
  typeof (message as { channel?: unknown }).channel === 'string' &&
  typeof (message as { message?: unknown }).message === 'string'

/**
 * Parse's `pubSubAdapter` for the workers of one primary: a save in any worker reaches the live
 * query subscribers of every worker. A worker sends each event to its primary, which sends it to
 * every worker, the sender included (relayLiveQueryEvents); a process on its own (one worker, a
 * test) delivers in process. Across machines, REDIS_URL uses Parse's Redis pub/sub instead.
 */
export function createClusterPubSub() {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  const clustered = cluster.isWorker && typeof process.send === 'function'
  if (clustered) {
    process.on('message', (message: unknown) => {
      if (isRelay(message)) local.emit(message.channel, message.message)
    })
  }
  return {
    createPublisher: () => ({
      publish(channel: string, message: string) {
        if (clustered) process.send?.({ type: 'liveQuery', channel, message } satisfies LiveQueryRelay)
        else local.emit(channel, message)
      },
    }),
    createSubscriber: () => {
      const subscriber = new EventEmitter() as EventEmitter & {
        subscribe(channel: string): void
        unsubscribe(channel: string): void
        subscriptions: Map<string, (message: string) => void>
      }
      subscriber.subscriptions = new Map()
      subscriber.subscribe = (channel) => {
        if (subscriber.subscriptions.has(channel)) return
        const handler = (message: string) => subscriber.emit('message', channel, message)
        subscriber.subscriptions.set(channel, handler)
        local.on(channel, handler)
      }
      subscriber.unsubscribe = (channel) => {
        const handler = subscriber.subscriptions.get(channel)
        if (!handler) return
        local.off(channel, handler)
        subscriber.subscriptions.delete(channel)
      }
      return subscriber
    },
  }
}

/** The primary's part: each worker's live query event goes to every worker. */
export function relayLiveQueryEvents(workers: () => Iterable<Worker>) {
  return (message: unknown) => {
    if (!isRelay(message)) return false
    for (const worker of workers()) if (worker.isConnected()) worker.send(message)
    return true
  }
}
