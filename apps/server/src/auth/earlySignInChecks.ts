import type { RequestHandler } from 'express'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import { type EthereumAuthData, parseEthereumAuthData } from './ethereumAuthData.ts'
import type { SiweSignInCheck } from './siweSignInCheck.ts'

export type EarlySignInChecks = {
  /** Starts the checks of a wallet sign-in (`POST /users` with `authData.ethereum`) as it arrives. */
  middleware: RequestHandler
  /** The verdict started for this sign-in, taken once; undefined when none was started. */
  take(authData: EthereumAuthData): Promise<void> | undefined
}

const keyOf = ({ signature, message }: EthereumAuthData) => `${signature}\n${message}`

/**
 * Parse looks a signing-in user up first and only then asks the auth adapter, whose checks spend
 * the nonce: on a busy process every such wait in turn costs the sign-in a turn of the event
 * loop. Started as the request arrives, the checks (and the spend) overlap Parse's lookup, and
 * the adapter awaits their verdict instead of starting them.
 */
export function createEarlySignInChecks(check: SiweSignInCheck): EarlySignInChecks {
  const started = new Map<string, Promise<void>>()
  return {
    middleware(request, response, next) {
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
      const key = keyOf(authData)
      // The same signed message twice at once: the second request's adapter checks it itself.
      if (started.has(key)) return next()
      const verdict = check({ provider: 'ethereum', ...authData })
      // Only marks the rejection handled, on a branch: `take` hands the adapter `verdict` itself, so
      // its error (a refusal, or an outage's "temporarily unavailable" with its cause) reaches Parse
      // unchanged. Unread only when Parse refused the request for a reason of its own first; the
      // check decided nothing then but the nonce's spend, which the database holds as it happened.
      verdict.catch(() => {}) // handled by the adapter, which awaits `verdict` itself (see above)
      started.set(key, verdict)
      response.once('close', () => {
        if (started.get(key) === verdict) started.delete(key)
      })
      next()
    },
    take(authData) {
      const key = keyOf(authData)
      const verdict = started.get(key)
      started.delete(key)
      return verdict
    },
  }
}
