import { findClosed } from './liveQueryClasses.ts'

/** Parse's error codes the guard answers with (Parse.Error.OPERATION_FORBIDDEN, REQUEST_LIMIT_EXCEEDED). */
export const OPERATION_FORBIDDEN = 119
export const REQUEST_LIMIT_EXCEEDED = 155

export type SocketLimits = { subscriptionsPerSocket: number; messagesPerMinute: number }

/** What the guard makes of one client message: pass it on to Parse, or answer it (and maybe close). */
export type Verdict =
  | { action: 'forward' }
  | { action: 'refuse'; code: number; error: string; requestId?: number; close: boolean }

type Request = { op?: unknown; requestId?: unknown; masterKey?: unknown; query?: { className?: unknown } }

/**
 * The checks on one socket's messages before Parse reads them: no master key (clients only), no
 * class clients may not find, no class with protected fields (parse-server GHSA-9jpp-xhh6-75mf,
 * unfixed in 9.10.0: such fields could reach a subscriber whose identity Parse resolved
 * incompletely), at most `subscriptionsPerSocket` subscriptions and `messagesPerMinute` messages.
 */
export function createSocketGuard(limits: SocketLimits, hasProtectedFields: (className: string) => Promise<boolean>) {
  const subscriptions = new Set<unknown>()
  // A token bucket: a burst of a minute's messages, then the minute's pace.
  let tokens = limits.messagesPerMinute
  let filledAt = Date.now()
  const takeToken = () => {
    const now = Date.now()
    tokens = Math.min(limits.messagesPerMinute, tokens + ((now - filledAt) / 60_000) * limits.messagesPerMinute)
    filledAt = now
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
  return {
    /** Counted as it arrives, before it waits its turn. */
    admit(): Verdict {
      if (takeToken()) return { action: 'forward' }
      return {
        action: 'refuse',
        code: REQUEST_LIMIT_EXCEEDED,
        error: `Too many live query messages on one connection: ${limits.messagesPerMinute} a minute at most. Send fewer, then connect again.`,
        close: true,
      }
    },
    async check(text: string): Promise<Verdict> {
      let request: Request
      try {
        request = JSON.parse(text) as Request
      } catch {
        return { action: 'forward' } // Parse answers a message that is not JSON.
      }
      if (typeof request !== 'object' || request === null) return { action: 'forward' }
      const requestId = typeof request.requestId === 'number' ? request.requestId : undefined
      if (request.op === 'connect' && request.masterKey !== undefined) {
        return {
          action: 'refuse',
          code: OPERATION_FORBIDDEN,
          error: 'The master key is not accepted on live queries: connect with a session token, or none.',
          close: true,
        }
      }
      if (request.op === 'unsubscribe') {
        subscriptions.delete(request.requestId)
        return { action: 'forward' }
      }
      if (request.op !== 'subscribe' && request.op !== 'update') return { action: 'forward' }
      const className = request.query?.className
      if (typeof className === 'string') {
        if (findClosed(className)) {
          return refuse(requestId, `Live queries are not offered on ${className}: clients cannot find its rows.`)
        }
        if (await hasProtectedFields(className)) {
          return refuse(requestId, `Live queries are not offered on ${className}: it has protected fields.`)
        }
      }
      if (request.op === 'subscribe' && !subscriptions.has(request.requestId)) {
        if (subscriptions.size >= limits.subscriptionsPerSocket) {
          return {
            action: 'refuse',
            code: REQUEST_LIMIT_EXCEEDED,
            error: `Too many subscriptions on one connection: ${limits.subscriptionsPerSocket} at most. Unsubscribe from one first.`,
            requestId,
            close: false,
          }
        }
        subscriptions.add(request.requestId)
      }
      return { action: 'forward' }
    },
  }
}

const refuse = (requestId: number | undefined, error: string): Verdict => ({
  action: 'refuse',
  code: OPERATION_FORBIDDEN,
  error,
  requestId,
  close: false,
})
