import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import { listenLocally } from './listenLocally.ts'

export type FakeOnrampKeys = { apiKey: string; secretKey: string; webhookKey: string }

/**
 * A local stand-in for MoonPay (its documented widget and webhook API): the widget answers 200
 * only to a URL whose `signature` (the last parameter: base64 HMAC-SHA256 of the query string
 * before it, keyed with the secret key) matches and whose `apiKey` is ours, as MoonPay's widget
 * refuses to load otherwise; and it sends webhooks signed as MoonPay signs them.
 */
export async function startFakeOnramp(keys: FakeOnrampKeys, port?: number) {
  const opened: URLSearchParams[] = []
  const server = createServer((request, response) => {
    const target = request.url ?? '/'
    const search = target.slice(target.indexOf('?'))
    const at = search.lastIndexOf('&signature=')
    const query = new URLSearchParams(search)
    const expected = at < 0 ? null : createHmac('sha256', keys.secretKey).update(search.slice(0, at)).digest('base64')
    const given = at < 0 ? null : decodeURIComponent(search.slice(at + '&signature='.length))
    const valid = expected !== null && given === expected && query.get('apiKey') === keys.apiKey
    if (valid) opened.push(query)
    response.writeHead(valid ? 200 : 403, { 'Content-Type': 'text/plain' })
    response.end(valid ? 'widget' : 'Invalid signature: the widget does not load.')
  })
  const listening = await listenLocally(server, port)
  return {
    url: `${listening.url}/`,
    /** The query strings of the widgets that loaded. */
    opened,
    /** POSTs a webhook as MoonPay does (see `sendOnrampWebhook`). */
    sendWebhook: (endpoint: string, body: string, options: WebhookOptions = {}) =>
      sendOnrampWebhook(keys.webhookKey, endpoint, body, options),
    close: listening.close,
  }
}

/** A Buy webhook event in MoonPay's shape (the fields this backend reads, and a few it does not). */
export function buyEvent(
  type: 'transaction_created' | 'transaction_updated' | 'transaction_failed',
  data: { id: string; status: string; walletAddress: string; externalCustomerId: string; updatedAt: string } & Record<
    string,
    unknown
  >,
) {
  return JSON.stringify({
    type,
    data: {
      baseCurrencyAmount: 295.45,
      quoteCurrencyAmount: 0.1819,
      feeAmount: 3.99,
      baseCurrency: { code: 'usd' },
      currency: { code: 'eth' },
      cryptoTransactionId: null,
      failureReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...data,
    },
    externalCustomerId: data.externalCustomerId,
  })
}

export type FakeOnramp = Awaited<ReturnType<typeof startFakeOnramp>>

export type WebhookOptions = { key?: string; t?: number; signature?: string }

/** POSTs a webhook as MoonPay does: `Moonpay-Signature-V2: t=…,s=hex(HMAC-SHA256(key, "t.body"))`. */
export async function sendOnrampWebhook(
  webhookKey: string,
  endpoint: string,
  body: string,
  { key = webhookKey, t = Math.floor(Date.now() / 1000), signature }: WebhookOptions = {},
) {
  const s = signature ?? createHmac('sha256', key).update(`${t}.${body}`).digest('hex')
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Moonpay-Signature-V2': `t=${t},s=${s}` },
    body,
  })
  return { status: response.status, body: await response.text(), t, s }
}
