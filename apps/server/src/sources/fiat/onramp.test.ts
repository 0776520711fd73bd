import { buyEvent, freePort, startFakeOnramp, waitFor } from '@vitrine/testkit'
import Moralis from 'moralis-v1/node'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { parseClient } from '../../../test/parseClient.ts'
import { type ServerProcess, spawnServer } from '../../../test/spawnServer.ts'
import { signInWithWallet } from '../../../test/walletSignIn.ts'

const keys = { apiKey: 'pk_test_vitrine', secretKey: 'sk_test_secret_0123', webhookKey: 'wk_test_hook_4567' }
let fake: Awaited<ReturnType<typeof startFakeOnramp>>
let server: ServerProcess
let base: string
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })

/** A backend with the on-ramp configured (the test stack's own has none: `fiat` is off there). */
beforeAll(async () => {
  fake = await startFakeOnramp(keys)
  const stack = inject('stack')
  const port = await freePort()
  server = spawnServer({
    PORT: String(port),
    DATABASE_URL: stack.databaseUrl,
    MASTER_KEY: stack.masterKey,
    RPC_URL: stack.rpcUrl,
    WETH_ADDRESS: stack.deployment.weth,
    SEAPORT_ADDRESS: stack.deployment.seaport,
    CONDUIT_KEY: stack.deployment.conduitKey,
    CONDUIT_ADDRESS: stack.deployment.conduit,
    ONRAMP_PROVIDER_URL: fake.url,
    ONRAMP_API_KEY: keys.apiKey,
    ONRAMP_SECRET_KEY: keys.secretKey,
    ONRAMP_WEBHOOK_KEY: keys.webhookKey,
    LOG_LEVEL: 'error',
  })
  base = `http://localhost:${port}/server`
  // A spawned backend starts in seconds, longer on a machine under load: its output explains a timeout.
  // A refused connection is a backend not listening yet: asked again until the time limit.
  await waitFor(async () => (await fetch(`${base}/health`).catch(() => null))?.ok === true, 110_000).catch(
    (error: Error) => {
      throw new Error(`the backend with the on-ramp did not start:\n${server.output()}`, { cause: error })
    },
  )
  parseClient()
}, 120_000)
afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  await fake.close()
  await db.query(`DELETE FROM vitrine.onramp_purchases WHERE provider_id LIKE 'test-%'`)
  await db.end()
})

async function call(name: string, params: unknown, sessionToken?: string, at = base) {
  const response = await fetch(`${at}/functions/${name}`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': inject('stack').appId,
      'Content-Type': 'application/json',
      ...(sessionToken ? { 'X-Parse-Session-Token': sessionToken } : {}),
    },
    body: JSON.stringify(params),
  })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
  const body = (await response.json()) as { result?: any; code?: number; error?: string }
  return { status: response.status, ...body }
}

async function walletUser() {
  const account = privateKeyToAccount(generatePrivateKey())
  const user = await signInWithWallet(account)
  return { address: account.address, id: user.id as string, token: user.getSessionToken() as string }
}

describe('getOnrampUrl', () => {
  test('a signed-in wallet gets a widget URL the provider loads; altered, it does not', async () => {
    const { address, id, token } = await walletUser()
    const answer = await call('getOnrampUrl', { currency: 'ETH', amount: '0.25' }, token)
    expect(answer.status).toBe(200)
    expect(answer.result.provider).toBe('moonpay')
    const url: string = answer.result.url
    expect(url.startsWith(fake.url)).toBe(true)
    // The secret signs the URL and never appears in it.
    expect(url).not.toContain(keys.secretKey)
    expect(url).not.toContain(keys.webhookKey)
    const query = new URL(url).searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      apiKey: keys.apiKey,
      currencyCode: 'eth',
      walletAddress: address,
      externalCustomerId: id,
      quoteCurrencyAmount: '0.25',
    })
    expect((await fetch(url)).status).toBe(200)
    expect(fake.opened.at(-1)?.get('walletAddress')).toBe(address)
    // Someone who swaps the wallet for theirs breaks the signature: the widget refuses to load.
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect((await fetch(url.replace(address, other))).status).toBe(403)
    expect((await fetch(url.replace(/&signature=.*$/, ''))).status).toBe(403)
  })

  test('without a session, with bad input, or with the on-ramp off: a clear refusal', async () => {
    const anonymous = await call('getOnrampUrl', {})
    expect(anonymous).toMatchObject({ code: 206 })
    expect(anonymous.error).toMatch(/Sign in/)
    const { token } = await walletUser()
    const bad = await call('getOnrampUrl', { amount: '-1' }, token)
    expect(bad).toMatchObject({ status: 400, code: 162 }) // Parse.Error.INVALID_VALUE
    expect(bad.error).toMatch(/^amount must be a positive decimal number/)
    expect((await call('getOnrampUrl', { amount: '0' }, token)).error).toMatch(/^amount must be/)
    expect((await call('getOnrampUrl', { currency: 'e th' }, token)).error).toMatch(/^currency must be/)
    // The test stack's own backend has no on-ramp configured.
    const off = await call('getOnrampUrl', {}, token, inject('stack').serverUrl)
    expect(off).toMatchObject({ code: 252 }) // Parse.Error.UNSUPPORTED_SERVICE: not a permission refusal
    expect(off.error).toMatch(/off on this server/)
  })

  test('getMarketConfig reports fiat on, beside the order book', async () => {
    const { result } = await call('getMarketConfig', {})
    expect(result.sources).toEqual([
      { name: 'oneInch', enabled: false, capabilities: ['quote', 'fill'] },
      { name: 'opensea', enabled: true, capabilities: ['list', 'fill'] },
      { name: 'fiat', enabled: true, capabilities: ['onramp'] },
      { name: 'rarible', enabled: false, capabilities: ['list', 'fill'] },
    ])
  })
})

describe('the webhook', () => {
  const endpoint = () => `${base}/onramp/webhook`

  test('good webhooks are stored once per transaction, newest state kept; only its user sees it', async () => {
    const { address, id, token } = await walletUser()
    const purchase = { id: 'test-good-1', walletAddress: address, externalCustomerId: id }
    const created = buyEvent('transaction_created', {
      ...purchase,
      status: 'waitingPayment',
      updatedAt: '2026-01-01T00:00:01.000Z',
    })
    const first = await fake.sendWebhook(endpoint(), created)
    expect(first.status).toBe(200)
    expect((await call('getOnrampStatus', {}, token)).result.purchases).toEqual([
      expect.objectContaining({
        id: 'test-good-1',
        provider: 'moonpay',
        status: 'pending',
        walletAddress: address,
        currency: 'eth',
        cryptoAmount: '0.1819',
        fiatCurrency: 'usd',
        fiatAmount: '295.45',
        txHash: null,
      }),
    ])
    // The provider delivers at least once: the same delivery again (within the tolerance) changes nothing.
    expect((await fake.sendWebhook(endpoint(), created, { t: first.t })).status).toBe(200)
    const completed = buyEvent('transaction_updated', {
      ...purchase,
      status: 'completed',
      cryptoTransactionId: '0xabc1',
      updatedAt: '2026-01-01T00:05:00.000Z',
    })
    expect((await fake.sendWebhook(endpoint(), completed)).status).toBe(200)
    // Out of order: the older "created" event arriving late does not undo the completion.
    expect((await fake.sendWebhook(endpoint(), created)).status).toBe(200)
    const { purchases } = (await call('getOnrampStatus', {}, token)).result
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({ id: 'test-good-1', status: 'completed', txHash: '0xabc1' })
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM vitrine.onramp_purchases WHERE provider_id = $1`, [
      'test-good-1',
    ])
    expect(rows[0].n).toBe(1)
    // Another user sees none of it; no session, no answer.
    const stranger = await walletUser()
    expect((await call('getOnrampStatus', {}, stranger.token)).result).toEqual({ purchases: [] })
    expect((await call('getOnrampStatus', {})).code).toBe(206)
  })

  test('a failed purchase says so', async () => {
    const { address, id, token } = await walletUser()
    const failed = buyEvent('transaction_failed', {
      id: 'test-failed-1',
      walletAddress: address,
      externalCustomerId: id,
      status: 'failed',
      failureReason: 'Card declined',
      updatedAt: '2026-01-01T00:02:00.000Z',
    })
    expect((await fake.sendWebhook(endpoint(), failed)).status).toBe(200)
    expect((await call('getOnrampStatus', {}, token)).result.purchases).toEqual([
      expect.objectContaining({ id: 'test-failed-1', status: 'failed', failureReason: 'Card declined' }),
    ])
  })

  test('forged, altered, unsigned and replayed webhooks are refused and stored nowhere', async () => {
    const { address, id, token } = await walletUser()
    const event = (n: string) =>
      buyEvent('transaction_updated', {
        id: `test-bad-${n}`,
        walletAddress: address,
        externalCustomerId: id,
        status: 'completed',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })
    // Signed with another key.
    const forged = await fake.sendWebhook(endpoint(), event('forged'), { key: 'not-the-webhook-key' })
    expect(forged.status).toBe(400)
    expect(forged.body).toMatch(/signature does not match/)
    // A good signature over another body.
    const good = await fake.sendWebhook(endpoint(), event('original'), { t: 1 })
    expect(good.status).toBe(400) // t=1: decades old
    const altered = await fake.sendWebhook(endpoint(), event('altered'), {
      t: good.t,
      signature: good.s,
    })
    expect(altered.status).toBe(400)
    expect(altered.body).toMatch(/signature does not match/)
    // A genuine delivery captured and replayed an hour later: its signed timestamp gives it away.
    const replayed = await fake.sendWebhook(endpoint(), event('replayed'), { t: Math.floor(Date.now() / 1000) - 3600 })
    expect(replayed.status).toBe(400)
    expect(replayed.body).toMatch(/too old/)
    // No signature at all.
    const unsigned = await fetch(endpoint(), { method: 'POST', body: event('unsigned') })
    expect(unsigned.status).toBe(400)
    expect((await call('getOnrampStatus', {}, token)).result).toEqual({ purchases: [] })
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM vitrine.onramp_purchases WHERE provider_id LIKE 'test-bad-%'`,
    )
    expect(rows[0].n).toBe(0)
  })
})

describe('the fiat plugin (react-moralis useFiatBuy)', () => {
  test('listed in getPluginSpecs here; buy answers an openUrl step to the signed widget of the caller’s wallet', async () => {
    Moralis.User.enableUnsafeCurrentUser()
    await Moralis.start({ serverUrl: base, appId: inject('stack').appId })
    expect((await Moralis.Cloud.run('getPluginSpecs')).map((p: { name: string }) => p.name)).toEqual([
      'opensea',
      'fiat',
    ])
    const { address, id, token } = await walletUser()
    await Moralis.User.become(token)
    // useFiatBuy passes disableTriggers through; in a page, the trigger opens the URL (e2e/moralis.e2e.ts).
    // biome-ignore lint/suspicious/noExplicitAny: the triggers are the plugin protocol's loose JSON
    type Buy = (params: object, options?: object) => Promise<{ data: { url: string }; triggers: any[] }>
    const buy = (Moralis.Plugins as Record<string, { buy: Buy }>).fiat?.buy
    if (!buy) throw new Error('Moralis.Plugins.fiat.buy is missing.')
    const answer = await buy({ coin: 'ETH', receiver: address.toLowerCase() }, { disableTriggers: true })
    const [trigger] = answer.triggers
    expect(trigger).toMatchObject({ name: 'openUrl', newTab: true })
    expect(answer.data.url).toBe(trigger.url)
    const query = new URL(trigger.url).searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      currencyCode: 'eth',
      walletAddress: address,
      externalCustomerId: id,
    })
    expect((await fetch(trigger.url)).status).toBe(200) // the fake provider checks the signature
    await expect(buy({ receiver: privateKeyToAccount(generatePrivateKey()).address })).rejects.toThrow(
      /receiver must be your signed-in wallet/,
    )
    await expect(buy({ coin: 'e th' })).rejects.toThrow(/coin must be a currency code/)
    await Moralis.User.logOut()
    const anonymous = await call('fiat_buy', {})
    expect(anonymous).toMatchObject({ code: 206 })
  })
})
