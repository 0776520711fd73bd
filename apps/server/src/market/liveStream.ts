import {
  EVERYTHING_CHANGED,
  LIVE_STREAM_PATH,
  type LiveChange,
  type LiveTopic,
  liveChangeTouches,
  MAX_LIVE_TOPICS,
  parseLiveTopic,
} from '@vitrine/api'
import { LIVE_CHANNEL } from '@vitrine/db'
import type { Logger } from '@vitrine/runtime/logger'
import type { RequestHandler, Response } from 'express'
import pg from 'pg'
import { createRecentChanges } from './recentChanges.ts'

const KEEPALIVE_MS = 15_000
const RECONNECT_MS = 1_000

type Subscriber = { topics: LiveTopic[] | null; response: Response }

export { LIVE_STREAM_PATH }

/**
 * Server-sent events of what changed (packages/api `marketLive.ts` documents the protocol): one
 * PostgreSQL connection LISTENs to the channel the indexer, postOrder and the expiry timer notify
 * on, and each change goes to the streams whose topics it touches. A stream opened with `since`
 * first gets the changes it missed while its page loaded. A lost connection comes back by itself;
 * the streams are then told that everything may have changed meanwhile.
 */
export function createLiveStream(databaseUrl: string, readIndexedBlock: () => Promise<number | null>, logger: Logger) {
  const subscribers = new Set<Subscriber>()
  /** In-process listeners (the read cache): every change, before the streams get it. */
  const listeners = new Set<(change: LiveChange) => void>()
  const recent = createRecentChanges()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const touches = (subscriber: Subscriber, change: LiveChange) =>
    !subscriber.topics || subscriber.topics.some((topic) => liveChangeTouches(change, topic))
  const send = (subscriber: Subscriber, event: string, data: unknown) => {
    subscriber.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }
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
      await listener.query(`LISTEN ${LIVE_CHANNEL}`)
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
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'Access-Control-Allow-Origin': '*',
      'X-Accel-Buffering': 'no',
    })
    response.write('retry: 2000\n\n')
    const subscriber: Subscriber = { topics: texts.length ? (topics as LiveTopic[]) : null, response }
    subscribers.add(subscriber)
    if (since !== null) {
      const missed = recent.since(since)
      for (const change of missed ?? [EVERYTHING_CHANGED])
        if (touches(subscriber, change)) send(subscriber, 'change', change)
    }
    const keepalive = setInterval(() => response.write(': keepalive\n\n'), KEEPALIVE_MS)
    request.on('close', () => {
      clearInterval(keepalive)
      subscribers.delete(subscriber)
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
      for (const subscriber of subscribers) subscriber.response.end()
      subscribers.clear()
      await client?.end().catch(() => {})
    },
  }
}
