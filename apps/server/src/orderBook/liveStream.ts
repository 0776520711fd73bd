import {
  EVERYTHING_CHANGED,
  LIVE_STREAM_PATH,
  type LiveChange,
  type LiveTopic,
  liveChangeTouches,
  MAX_LIVE_TOPICS,
  parseLiveTopic,
} from '@vitrine/api'
import { LIVE_CHANNEL, listenLive } from '@vitrine/db'
import type { Logger } from '@vitrine/runtime/logger'
import type { RequestHandler, Response } from 'express'
import pg from 'pg'
import type { Lease } from '../http/rateLimitStores/leaseStore.ts'
import type { LiveStreamBudget } from './liveStreamBudget.ts'
import { createRecentChanges } from './recentChanges.ts'

const KEEPALIVE_MS = 15_000
const RECONNECT_MS = 1_000
/**
 * What one stream may have waiting to be sent (beyond what the kernel holds): a reader this far
 * behind is dropped, not buffered for (its EventSource reconnects and refetches). A reader that
 * keeps up has next to nothing waiting; the largest change is about 8 KB.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024

type Subscriber = { topics: LiveTopic[] | null; response: Response; lease: Lease }

export { LIVE_STREAM_PATH }

/**
 * Server-sent events of what changed (packages/api `marketLive.ts` documents the protocol): one
 * PostgreSQL connection LISTENs to the channel the indexer, postOrder and the expiry timer notify
 * on, and each change goes to the streams whose topics it touches. A stream opened with `since`
 * first gets the changes it missed while its page loaded. A lost connection comes back by itself;
 * the streams are then told that everything may have changed meanwhile. Each stream holds a slot
 * of its client address's budget while it lasts (liveStreamBudget.ts); one whose reader falls
 * {@link MAX_BUFFERED_BYTES} behind is ended.
 */
export function createLiveStream(
  databaseUrl: string,
  readIndexedBlock: () => Promise<number | null>,
  logger: Logger,
  budget: LiveStreamBudget,
) {
  const subscribers = new Set<Subscriber>()
  /** In-process listeners (the read cache): every change, before the streams get it. */
  const listeners = new Set<(change: LiveChange) => void>()
  const recent = createRecentChanges()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const touches = (subscriber: Subscriber, change: LiveChange) =>
    !subscriber.topics || subscriber.topics.some((topic) => liveChangeTouches(change, topic))
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
  /** Writes to a stream, or drops it when its reader is too far behind (see MAX_BUFFERED_BYTES). */
  const write = (subscriber: Subscriber, text: string) => {
    const { response } = subscriber
    if (response.destroyed) return
    response.write(text)
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      subscribers.delete(subscriber)
      response.destroy()
    }
  }
  const send = (subscriber: Subscriber, name: string, data: unknown) => write(subscriber, event(name, data))
  const publish = (change: LiveChange) => {
    recent.add(change)
    for (const listener of listeners) listener(change)
    for (const subscriber of subscribers) if (touches(subscriber, change)) send(subscriber, 'change', change)
  }

  const connect = async (again: boolean) => {
    if (closed) return
    const listener = new pg.Client({ connectionString: databaseUrl })
    const reconnect = (error?: Error) => {
      if (closed || client !== listener) return
      client = null
      logger.warn({ error: error?.message }, 'live updates: database connection lost, reconnecting')
      listener.end().catch(() => {})
      retry = setTimeout(() => void connect(true), RECONNECT_MS)
    }
    client = listener
    listener.on('error', reconnect)
    listener.on('end', () => reconnect())
    listener.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return
      try {
        publish(JSON.parse(message.payload) as LiveChange)
      } catch (error) {
        logger.warn({ error: (error as Error).message }, 'live updates: unreadable notification')
      }
    })
    try {
      await listener.connect()
      await listenLive(listener)
      if (again) {
        recent.forgetBefore()
        publish(EVERYTHING_CHANGED)
      }
    } catch (error) {
      reconnect(error as Error)
    }
  }

  const handler: RequestHandler = async (request, response) => {
    const raw = typeof request.query.topics === 'string' ? request.query.topics : ''
    const texts = raw.split(',').filter(Boolean)
    const topics = texts.map(parseLiveTopic)
    if (texts.length > MAX_LIVE_TOPICS || topics.some((topic) => topic === null)) {
      response.status(400).json({
        error: `topics must be at most ${MAX_LIVE_TOPICS} of collection:<address>, token:<address>:<tokenId>, account:<address>, comma-separated.`,
      })
      return
    }
    const since = request.query.since === undefined ? null : Number(request.query.since)
    if (since !== null && !(Number.isSafeInteger(since) && since >= 0)) {
      response.status(400).json({ error: 'since must be a time in milliseconds since the epoch.' })
      return
    }
    const lease = await budget.admit(request, response, () => response.destroy())
    if (!lease) return
    // The client left while its slot was taken.
    if (request.socket.destroyed || response.destroyed) return void budget.release(lease)
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'Access-Control-Allow-Origin': '*',
      'X-Accel-Buffering': 'no',
    })
    response.write('retry: 2000\n\n')
    const subscriber: Subscriber = { topics: texts.length ? (topics as LiveTopic[]) : null, response, lease }
    subscribers.add(subscriber)
    if (since !== null) {
      const missed = (recent.since(since) ?? [EVERYTHING_CHANGED]).filter((change) => touches(subscriber, change))
      const replay = missed.map((change) => event('change', change)).join('')
      // More than a stream may buffer: one "everything changed" says the same (refetch all).
      write(
        subscriber,
        Buffer.byteLength(replay) > MAX_BUFFERED_BYTES / 2 ? event('change', EVERYTHING_CHANGED) : replay,
      )
    }
    const keepalive = setInterval(() => write(subscriber, ': keepalive\n\n'), KEEPALIVE_MS)
    response.on('close', () => {
      clearInterval(keepalive)
      subscribers.delete(subscriber)
      void budget.release(lease)
    })
    send(subscriber, 'ready', { block: await readIndexedBlock().catch(() => null) })
  }

  return {
    handler,
    /** Calls `listener` with every change this process hears of (and "everything" after a lost connection). */
    onChange: (listener: (change: LiveChange) => void) => void listeners.add(listener),
    start: () => connect(false),
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      budget.close()
      // The slots go back before the database does (each would lapse anyway).
      await Promise.all([...subscribers].map((subscriber) => budget.release(subscriber.lease)))
      for (const subscriber of subscribers) subscriber.response.end()
      subscribers.clear()
      await client?.end().catch(() => {})
    },
  }
}
