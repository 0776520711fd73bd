import { ErrorCode, VitrineError } from '../errors.ts'

export type ParseClientConfig = { appId: string; serverUrl: string; fetch?: typeof fetch }

/** A client of one backend: what every core function of the SDK (`getCollection`, …) takes first. */
export type VitrineClient = ParseClient

export type RequestOptions = { body?: unknown; sessionToken?: string | null; query?: Record<string, string> }

/** A thin typed client of Parse Server's REST API: the protocol the Parse SDKs speak. */
export type ParseClient = {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>
  /**
   * For the next `ms`, requests ask past the backend's kept answers (`Cache-Control: no-cache`):
   * the reads a live change sets off must see it, whichever backend worker answers them.
   */
  readFresh(ms: number): void
}

/**
 * In a browser, a request is sent from a task of its own: the requests a page's effects start as
 * it hydrates (each a few milliseconds of the main thread, more on a phone) then no longer lengthen
 * the task that commits the page, which blocks input. A message to itself, as React's scheduler
 * yields: unlike a timer, not held back in a background tab (a live page refetching what changed).
 */
function taskOfItsOwn(): () => Promise<void> {
  if (typeof document === 'undefined' || typeof MessageChannel === 'undefined') return () => Promise.resolve()
  let channel: MessageChannel | undefined
  const waiting: (() => void)[] = []
  return () =>
    new Promise<void>((resolve) => {
      if (!channel) {
        channel = new MessageChannel()
        channel.port1.onmessage = () => waiting.shift()?.()
        // In Node (a test's DOM), an open port would keep the process alive.
        ;(channel.port1 as { unref?: () => void }).unref?.()
      }
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
}

export function createParseClient(config: ParseClientConfig): ParseClient {
  const base = config.serverUrl.replace(/\/+$/, '')
  const send = config.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let freshUntil = 0
  const inTaskOfItsOwn = taskOfItsOwn()
  return {
    readFresh(ms) {
      freshUntil = Math.max(freshUntil, Date.now() + ms)
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { 'X-Parse-Application-Id': config.appId }
      // Parse allows this header from any origin (its CORS list has it).
      if (Date.now() < freshUntil) headers['Cache-Control'] = 'no-cache'
      if (options.sessionToken) headers['X-Parse-Session-Token'] = options.sessionToken
      if (options.body !== undefined) headers['Content-Type'] = 'application/json'
      const query = options.query ? `?${new URLSearchParams(options.query)}` : ''
      let response: Response
      await inTaskOfItsOwn()
      try {
        response = await send(`${base}${path}${query}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        })
      } catch (cause) {
        throw new VitrineError(`Cannot reach the server at ${base}. Check your connection and try again.`, {
          cause,
          code: ErrorCode.ConnectionFailed,
        })
      }
      // A body that is not JSON (a proxy's error page): the status speaks for it below.
      let unreadable: unknown = null
      const data = (await response.json().catch((cause: unknown) => {
        unreadable = cause
        return null
      })) as { code?: number; error?: string } | null
      if (!response.ok) {
        const message = data?.error ?? `The server answered ${response.status}.`
        throw new VitrineError(message, {
          code: data?.code ?? (response.status === 429 ? ErrorCode.TooManyRequests : ErrorCode.ConnectionFailed),
        })
      }
      // A success whose body could not be read (cut off as the page navigated away, say) is no
      // answer: taken as an empty one, a user read at start-up was stored without its fields.
      if (unreadable)
        throw new VitrineError(`The server's answer to ${method} ${path} could not be read. Try again.`, {
          cause: unreadable,
          code: ErrorCode.ConnectionFailed,
        })
      return data as never
    },
  }
}
