import { lookup } from 'node:dns/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isPublicAddress } from './isPublicAddress.ts'

export type SafeFetchOptions = {
  maxBytes: number
  timeoutMs: number
  /** `host:port` entries allowed even on private addresses (local development: our own server). */
  allowedHosts: readonly string[]
  maxRedirects?: number
  /** The `Accept` header: what the caller can use. */
  accept?: string
  /** Names the caller to the server it fetches from. */
  userAgent?: string
  /** More request headers (an API key): sent to the URL's own origin only, never after a redirect elsewhere. */
  headers?: Readonly<Record<string, string>>
}

/** Why a fetch gave nothing; `retryable` says whether trying again later may help. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError'
  constructor(
    message: string,
    /** Worth trying again later (a time-out, a 5xx), or not (a refused address, a 404). */
    readonly retryable: boolean,
    options?: ErrorOptions & { status?: number },
  ) {
    super(message, options)
    this.status = options?.status
  }
  /** The HTTP status the server answered with, when it answered with an error. */
  readonly status: number | undefined
}

/**
 * GET of untrusted URL: http(s) only; the host's resolved address must be public unless
 * allow-listed, checked on the address actually connected to (no DNS rebinding) and again after
 * each redirect; the body is cut off at `maxBytes` and the whole exchange at `timeoutMs`.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<Fetched> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  let current = new URL(url)
  const origin = current.origin
  for (let redirects = 0; ; redirects++) {
    const extra = current.origin === origin ? (options.headers ?? {}) : {}
    const response = await fetchOnce(current, options, deadline, extra)
    if ('redirect' in response) {
      if (redirects >= (options.maxRedirects ?? 5)) throw new SafeFetchError('Too many redirects.', false)
      current = new URL(response.redirect, current)
      continue
    }
    return response
  }
}

export type Fetched = { body: Buffer; contentType: string }
type Response = Fetched | { redirect: string }

async function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
  extra: Readonly<Record<string, string>>,
): Promise<Response> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError(`Unsupported URL scheme ${url.protocol}`, false)
  // `url.host` leaves out a default port: an entry may name it (`host:443`) or not.
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  const allowed = options.allowedHosts.includes(url.host) || options.allowedHosts.includes(`${url.hostname}:${port}`)
  // The look-up counts against the deadline too: a resolver that never answers must not hang us.
  const timedOut = new Promise<never>((_, reject) => {
    const fail = () => reject(new SafeFetchError(`Timed out after ${options.timeoutMs} ms.`, true))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
  // Raced below, and awaited only there: without this, a deadline passed after the race is won
  // would be an unhandled rejection.
  timedOut.catch(() => {})
  const { address, family } = await Promise.race([
    lookup(url.hostname.replace(/^\[|\]$/g, '')).catch((cause: Error) => {
      throw new SafeFetchError(`Cannot resolve ${url.hostname}.`, true, { cause })
    }),
    timedOut,
  ])
  if (!allowed && !isPublicAddress(address)) {
    throw new SafeFetchError(`Refused: ${url.hostname} resolves to a private address (${address}).`, false)
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        signal,
        headers: { ...extra, Accept: options.accept ?? '*/*', 'User-Agent': options.userAgent ?? 'Vitrine/1.0' },
        // Connect to the address we checked, not to whatever a second DNS answer says.
        // Node asks for every address (`all`, for happy eyeballs) or for one.
        lookup: ((_host: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          lookupOptions.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as never,
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400) {
          response.resume()
          const location = response.headers.location
          if (location) return resolve({ redirect: location })
          return reject(new SafeFetchError(`The server answered ${status} with no Location to follow.`, false))
        }
        if (status >= 400) {
          response.resume()
          return reject(
            new SafeFetchError(`The server answered ${status}.`, status >= 500 || status === 429, { status }),
          )
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > options.maxBytes) {
          response.destroy()
          return reject(new SafeFetchError(`Too large: ${declared} bytes (limit ${options.maxBytes}).`, false))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            response.destroy()
            reject(new SafeFetchError(`Too large: over ${options.maxBytes} bytes.`, false))
          } else chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), contentType: String(response.headers['content-type'] ?? '') }),
        )
        response.on('error', (error) => reject(new SafeFetchError(error.message, true, { cause: error })))
      },
    )
    req.on('error', (error) =>
      reject(
        signal.aborted
          ? new SafeFetchError(`Timed out after ${options.timeoutMs} ms.`, true, { cause: error })
          : new SafeFetchError(error.message, true, { cause: error }),
      ),
    )
    req.end()
  })
}
