import { EventEmitter } from 'node:events'
import { type RawData, WebSocket } from 'ws'
import { createSocketGuard, type SocketLimits, type Verdict } from './socketGuard.ts'

/** A client that has not read this much of what we sent is dropped, not buffered for. */
export const MAX_UNREAD_BYTES = 1_048_576

/**
 * The socket as Parse's live query server sees it (the parts of `ws` it uses), in front of the
 * real one: the client's messages reach Parse only past the guard (socketGuard.ts), one at a time
 * in their order; a client that stops reading is dropped once 1 MiB waits for it.
 */
export class GuardedSocket extends EventEmitter {
  /** Parse's keep-alive marks a ping unanswered here. */
  waitingForPong = false
  /** Set by Parse (its ParseWebSocket). */
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  private queue = Promise.resolve()

  constructor(
    private readonly ws: WebSocket,
    limits: SocketLimits,
    hasProtectedFields: (className: string) => Promise<boolean>,
  ) {
    super()
    const guard = createSocketGuard(limits, hasProtectedFields)
    ws.on('pong', () => this.emit('pong'))
    // An oversize frame, a protocol error: `ws` closes the socket itself; nothing for Parse to log.
    ws.on('error', () => {})
    ws.on('close', () => this.onclose?.())
    ws.on('message', (data: RawData) => {
      const admitted = guard.admit()
      if (admitted.action === 'refuse') return this.refuse(admitted)
      const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as ArrayBuffer).toString()
      this.queue = this.queue
        .then(async () => {
          const verdict = await guard.check(text)
          // Closed meanwhile (refused, gone): what it sent after goes nowhere.
          if (this.ws.readyState !== WebSocket.OPEN) return
          if (verdict.action === 'refuse') this.refuse(verdict)
          else this.onmessage?.({ data: text })
        })
        .catch(() => this.ws.terminate())
    })
  }

  send(text: string) {
    if (this.ws.readyState !== WebSocket.OPEN) return
    if (this.ws.bufferedAmount > MAX_UNREAD_BYTES) return this.ws.terminate()
    this.ws.send(text)
  }

  ping() {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.ping()
  }

  terminate() {
    this.ws.terminate()
  }

  close() {
    this.ws.close()
  }

  private refuse(verdict: Extract<Verdict, { action: 'refuse' }>) {
    const { code, error, requestId, close } = verdict
    this.send(
      JSON.stringify({ op: 'error', code, error, reconnect: false, ...(requestId === undefined ? {} : { requestId }) }),
    )
    // 1008: policy violation.
    if (close) this.ws.close(1008, 'policy')
  }
}
