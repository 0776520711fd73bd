import type { OnrampAdapter } from '@vitrine/market'
import type { Logger } from '@vitrine/runtime/logger'
import express, { type RequestHandler } from 'express'
import type { OnrampStore } from './onrampStore.ts'

/** A webhook is a small JSON document; anything larger is refused before it is read. */
const MAX_WEBHOOK_BYTES = 64 * 1024

/**
 * The on-ramp's webhooks, outside Parse: the body is kept raw, since the signature is over its
 * exact bytes. A forged, altered or stale (replayed) webhook is answered 400 and stored nowhere;
 * a good one is recorded once per provider transaction and answered 200, repeats included.
 */
export function onrampWebhookHandler(
  onramp: OnrampAdapter,
  store: OnrampStore,
  log: Pick<Logger, 'warn' | 'error'>,
): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
    async (request, response) => {
      const body: unknown = request.body
      const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0)
      const read = onramp.readWebhook(raw, request.headers, Math.floor(Date.now() / 1000))
      if (read && 'refused' in read) {
        log.warn({ provider: onramp.provider, reason: read.refused }, 'on-ramp webhook refused')
        response.status(400).json({ error: `Webhook refused: ${read.refused}.` })
        return
      }
      try {
        if (read) await store.record(onramp.provider, read)
        response.status(200).json({ received: true })
      } catch (error) {
        // The provider retries a failed delivery: answer 500 so this one is sent again.
        log.error({ err: error, provider: onramp.provider }, 'on-ramp webhook not stored')
        response.status(500).json({ error: 'Not stored; send it again.' })
      }
    },
  ]
}
