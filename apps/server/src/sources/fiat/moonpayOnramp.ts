import { createHmac, timingSafeEqual } from 'node:crypto'
import type { OnrampPurchaseStatus } from '@vitrine/api'
import type { OnrampAdapter, OnrampPurchaseEvent, WebhookRefusal } from '@vitrine/market'
import type { OnrampConfig } from '../../config.ts'

/**
 * The `fiat` source on MoonPay's documented widget and webhooks (dev.moonpay.com, "URL signing",
 * "Request signing", "Buy" webhooks):
 * - the widget URL carries `signature`: base64 HMAC-SHA256 of its query string (`?` included)
 *   keyed with the secret key, appended last, URL-encoded;
 * - a webhook carries `Moonpay-Signature-V2: t=<unix seconds>,s=<hex HMAC-SHA256 of "t.body">`
 *   keyed with the webhook key; events may repeat and come out of order.
 */
export function createMoonpayOnramp(config: OnrampConfig): OnrampAdapter<OnrampConfig> {
  return {
    name: 'fiat',
    enabled: true,
    capabilities: ['onramp'],
    config,
    provider: 'moonpay',
    widgetUrl({ walletAddress, customerId, currency, amount }) {
      const url = new URL(config.providerUrl)
      const query = new URLSearchParams({
        apiKey: config.apiKey,
        currencyCode: currency,
        walletAddress,
        externalCustomerId: customerId,
      })
      if (amount) query.set('quoteCurrencyAmount', amount)
      url.search = query.toString()
      return `${url.toString()}&signature=${encodeURIComponent(signWidgetQuery(url.search, config.secretKey))}`
    },
    readWebhook(rawBody, headers, nowSeconds) {
      const header = headers['moonpay-signature-v2']
      if (typeof header !== 'string') return refuse('the Moonpay-Signature-V2 header is missing')
      const parts = Object.fromEntries(
        header.split(',').map((part) => {
          const at = part.indexOf('=')
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()]
        }),
      )
      const { t, s } = parts
      if (!t || !/^[0-9]{1,12}$/.test(t) || !s) return refuse('the signature header needs t= and s=')
      const body = Buffer.from(rawBody)
      const expected = signWebhook(t, body, config.webhookKey)
      const given = Buffer.from(s, 'utf8')
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return refuse('the signature does not match')
      if (Math.abs(nowSeconds - Number(t)) > config.webhookToleranceSeconds)
        return refuse('the signed timestamp is too old or ahead (a replay?)')
      let event: unknown
      try {
        event = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse('the body is not JSON')
      }
      return readBuyEvent(event)
    },
  }
}

/** base64 HMAC-SHA256 of a widget URL's query string, as MoonPay checks it. */
export function signWidgetQuery(search: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(search).digest('base64')
}

/** The hex HMAC-SHA256 of `t.body` (as ASCII bytes, to compare in constant time). */
export function signWebhook(t: string, body: Buffer, webhookKey: string): Buffer {
  const hex = createHmac('sha256', webhookKey).update(`${t}.`).update(body).digest('hex')
  return Buffer.from(hex, 'utf8')
}

const refuse = (refused: string): WebhookRefusal => ({ refused })

const BUY_EVENTS = ['transaction_created', 'transaction_updated', 'transaction_failed']

/** A Buy event's transaction in neutral terms; null for another event type (KYC, sell …). */
function readBuyEvent(event: unknown): OnrampPurchaseEvent | null | WebhookRefusal {
  if (!isObject(event) || typeof event.type !== 'string') return refuse('the event has no type')
  if (!BUY_EVENTS.includes(event.type)) return null
  const data = event.data
  if (!isObject(data) || typeof data.id !== 'string' || data.id === '' || data.id.length > 200)
    return refuse('the transaction has no id')
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 200) : null)
  const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value))
  const code = (value: unknown) => (isObject(value) ? text(value.code) : null)
  return {
    providerId: data.id,
    customerId: text(data.externalCustomerId) ?? text(event.externalCustomerId),
    walletAddress: text(data.walletAddress),
    status: event.type === 'transaction_failed' ? 'failed' : statusOf(data.status),
    currency: code(data.currency),
    cryptoAmount: amount(data.quoteCurrencyAmount),
    fiatCurrency: code(data.baseCurrency),
    fiatAmount: amount(data.baseCurrencyAmount),
    txHash: text(data.cryptoTransactionId),
    failureReason: text(data.failureReason),
    updatedAt: text(data.updatedAt) ?? new Date().toISOString(),
  }
}

/** MoonPay's statuses (waitingPayment, pending, waitingAuthorization, completed, failed) in ours. */
function statusOf(status: unknown): OnrampPurchaseStatus {
  if (status === 'completed') return 'completed'
  if (status === 'failed') return 'failed'
  return 'pending'
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
