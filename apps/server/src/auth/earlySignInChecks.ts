import type { IncomingHttpHeaders } from 'node:http'
import type { RequestHandler } from 'express'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import { type EthereumAuthData, parseEthereumAuthData } from './ethereumAuthData.ts'
import type { SiweSignInCheck } from './siweSignInCheck.ts'

/**
 * The request a verdict was started for, as Parse hands it to an auth adapter: Parse copies the
 * HTTP request's own `headers` object onto the request it gives the adapter (`config.headers`), so
 * that object names one HTTP request and no other.
 */
export type SignInRequest = { headers?: IncomingHttpHeaders | undefined }

export type EarlySignInChecks = {
  /** Starts the checks of a wallet sign-in (`POST /users` with `authData.ethereum`) as it arrives. */
  middleware: RequestHandler
  /**
   * The verdict started for this very request and exactly this `authData` (address, message and
   * signature), taken once; undefined when none was: the adapter then checks it itself.
   */
  take(authData: EthereumAuthData, request: SignInRequest | undefined): Promise<void> | undefined
}

type Started = { authData: EthereumAuthData; verdict: Promise<void> }

const sameAuthData = (a: EthereumAuthData, b: EthereumAuthData) =>
  a.id === b.id && a.message === b.message && a.signature === b.signature

/**
 * Parse looks a signing-in user up first and only then asks the auth adapter, whose checks spend
 * the nonce: on a busy process every such wait in turn costs the sign-in a turn of the event
 * loop. Started as the request arrives, the checks (and the spend) overlap Parse's lookup, and
 * the adapter awaits their verdict instead of starting them.
 *
 * A verdict belongs to the request it was started for, never to one that merely carries the same
 * message and signature: it is kept on that request (its headers object) with the exact authData
 * checked, and handed over only when both match. Another request, pipelined on the same
 * connection or racing on another, finds nothing and is checked from scratch (its nonce spent).
 */
export function createEarlySignInChecks(check: SiweSignInCheck): EarlySignInChecks {
  const started = new WeakMap<IncomingHttpHeaders, Started>()
  return {
    middleware(request, _response, next) {
      const body = request.body as { _method?: unknown; authData?: { ethereum?: unknown } } | undefined
      const ethereum = body?.authData?.ethereum
      if (request.method !== 'POST' || !ethereum || body._method !== undefined) return next()
      if (canonicalRoute(request.path) !== '/users') return next()
      let authData: EthereumAuthData
      try {
        authData = parseEthereumAuthData(ethereum)
      } catch {
        // Malformed: the adapter refuses it with this same sentence when Parse asks it.
        return next()
      }
      const verdict = check({ provider: 'ethereum', ...authData })
      // Only marks the rejection handled, on a branch: `take` hands the adapter `verdict` itself, so
      // its error (a refusal, or an outage's "temporarily unavailable" with its cause) reaches Parse
      // unchanged. Unread only when Parse refused the request for a reason of its own first; the
      // check decided nothing then but the nonce's spend, which the database holds as it happened.
      verdict.catch(() => {}) // handled by the adapter, which awaits `verdict` itself (see above)
      // Kept as long as the request is (a WeakMap): a verdict nobody took goes with its request.
      started.set(request.headers, { authData, verdict })
      next()
    },
    take(authData, request) {
      const headers = request?.headers
      const entry = headers && started.get(headers)
      if (!headers || !entry) return undefined
      started.delete(headers)
      return sameAuthData(entry.authData, authData) ? entry.verdict : undefined
    },
  }
}
