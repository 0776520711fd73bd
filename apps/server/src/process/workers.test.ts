import { randomInt } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { dirname } from 'node:path'
import { OrderRefusal } from '@vitrine/api'
import { createPool } from '@vitrine/db'
import type { SignedOrder } from '@vitrine/devchain'
import { childrenOf, freePort, redisServerPath, startRedis, waitFor } from '@vitrine/testkit'
import { createClient } from 'redis'
import { afterEach, expect, inject, test } from 'vitest'
import { connectionsOf } from '../../test/connectionsOf.ts'
import { callFunction, createMarketWorld } from '../../test/marketWorld.ts'
import { type ServerProcess, spawnServer } from '../../test/spawnServer.ts'

const running: ServerProcess[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
})

function spawnWorkers(port: number, env: Record<string, string>) {
  const stack = inject('stack')
  const server = spawnServer({
    DATABASE_URL: stack.databaseUrl,
    RPC_URL: stack.rpcUrl,
    MASTER_KEY: stack.masterKey,
    PORT: String(port),
    SERVER_WORKERS: '2',
    ...env,
  })
  running.push(server)
  return server
}

async function start(env: Record<string, string>) {
  const port = await freePort()
  const server = spawnWorkers(port, env)
  await waitFor(() => server.output().includes('"ready"'), 60_000)
  return { server, base: `http://localhost:${port}/server` }
}

/**
 * The workers of the primary `pid`: its children that run the backend. Not every child: tsx starts
 * an esbuild service beside a process that compiles (a cold cache, as on a fresh clone).
 */
const workersOf = (pid: number) =>
  childrenOf(pid)
    .filter(({ args }) => args.includes('src/main.ts'))
    .map((child) => child.pid)

/** A client address of its own (TEST-NET-3), so no other test's requests share its budget. */
const someAddress = () => `203.0.113.${randomInt(1, 255)}`

const challenge = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/challenge`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ challengeData: { ethereum: { address: `0x${'22'.repeat(20)}`, chainId: 31337 } } }),
  }).then((response) => response.status)

test('two workers on one port share one rate-limit budget; a dead worker is replaced; SIGTERM stops them all', {
  timeout: 120_000,
}, async () => {
  const { server, base } = await start({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' })
  const client = { Connection: 'close', 'X-Forwarded-For': someAddress() }
  expect(server.output()).toMatch(/"workers":2/)
  const primary = server.child.pid as number
  const workers = workersOf(primary)
  expect(workers).toHaveLength(2)
  // Each with its small young generation (runPrimary: shorter collector pauses under load).
  for (const pid of workers)
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=4')

  // Fresh connections alternate between the workers: a budget per worker would let all 6 pass.
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) statuses.push(await challenge(base, client))
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429])

  process.kill(workers[0] as number, 'SIGKILL')
  await waitFor(() => server.output().includes('worker replaced'), 60_000)
  expect(server.output()).toContain('worker died; starting another')
  const replaced = workersOf(primary)
  expect(replaced).toHaveLength(2)
  expect(replaced).toContain(workers[1])
  const health = await Promise.all(
    Array.from({ length: 10 }, () => fetch(`${base}/health`, { headers: { Connection: 'close' } })),
  )
  expect(health.map((response) => response.status)).toEqual(Array(10).fill(200))

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow()
})

test('the workers open the port together: clients that connect at its first answer reach both', {
  timeout: 120_000,
}, async () => {
  const port = await freePort()
  const server = spawnWorkers(port, {})
  // Without an agent given, a connection of its own that closes after the answer.
  const health = (agent: Agent | false = false) =>
    new Promise<number>((resolve) => {
      const request = get({ port, path: '/server/health', agent }, (response) => {
        response.resume().on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', () => resolve(0))
    })
  // As a load balancer or a benchmark does: at the port's first answer, 16 kept-alive connections.
  await waitFor(async () => (await health()) === 200, 60_000)
  const agent = new Agent({ keepAlive: true, maxSockets: 16 })
  expect(await Promise.all(Array.from({ length: 16 }, () => health(agent)))).toEqual(Array(16).fill(200))
  const held = workersOf(server.child.pid as number).map((pid) => connectionsOf(pid, port))
  agent.destroy()
  expect(held).toHaveLength(2)
  // (The last connection of the polling may not be closed yet.)
  expect(held.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(16)
  // One worker first alone on the port would hold all 16, and the other core would stay idle. Not an
  // even split: node:cluster hands a connection to whichever worker is free, and a worker busy with
  // its first requests on a loaded machine takes fewer (3 of 18 seen).
  for (const connections of held) expect(connections, `connections per worker: ${held}`).toBeGreaterThanOrEqual(1)
})

// Redis is optional (REDIS_URL): this runs where Debian's redis-server is installed (CI installs it).
const redisServer = redisServerPath()
test.skipIf(!redisServer)(
  'with REDIS_URL the workers share each budget in Redis, and answer 503 while it is away',
  {
    timeout: 120_000,
  },
  async () => {
    const redis = await startRedis(redisServer as string)
    try {
      const { server, base } = await start({
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        TRUST_PROXY: 'loopback',
        REDIS_URL: redis.url,
      })
      const address = someAddress()
      const client = { Connection: 'close', 'X-Forwarded-For': address }
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push(await challenge(base, client))
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // The count is Redis's, not the database's: no row of this client in vitrine.rate_limits.
      const pool = createPool(inject('stack').databaseUrl)
      const rows = await pool.query('SELECT 1 FROM vitrine.rate_limits WHERE key LIKE $1', [`%${address}%`])
      await pool.end()
      expect(rows.rowCount).toBe(0)

      await redis.stop()
      const away = await fetch(`${base}/challenge`, {
        method: 'POST',
        headers: {
          'X-Parse-Application-Id': 'vitrine',
          'Content-Type': 'application/json',
          'X-Forwarded-For': someAddress(),
        },
        body: JSON.stringify({ challengeData: { ethereum: { address: `0x${'22'.repeat(20)}`, chainId: 31337 } } }),
      })
      expect(away.status).toBe(503)
      expect(away.headers.get('retry-after')).toBe('5')
      expect(await away.json()).toMatchObject({ code: 100, error: expect.stringMatching(/temporarily unavailable/) })
      expect(server.output()).toContain('rate-limit budget store unavailable')
      expect(server.output()).not.toContain(redis.url)
    } finally {
      await redis.stop()
    }
  },
)

// Two backends of two workers each start here, one after the other: some 13 s apiece on two cores.
test('behind a trusted proxy each client address has its own budget; an untrusted one is not believed', async () => {
  const trusted = await start({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'loopback' })
  const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 127.0.0.1` })
  const [one, two] = [someAddress(), `198.51.100.${randomInt(1, 255)}`]
  expect([
    await challenge(trusted.base, from(one)),
    await challenge(trusted.base, from(one)),
    await challenge(trusted.base, from(one)),
    await challenge(trusted.base, from(two)),
  ]).toEqual([200, 200, 429, 200])

  // Not trusted: the header is the client's word, and the budget is the proxy's (loopback's, which
  // other tests draw on too: the first two may be refused already). A believed header would make
  // the third a new address with a fresh budget.
  const untrusted = await start({ AUTH_RATE_LIMIT_PER_MINUTE: '2' })
  const statuses = []
  for (let i = 0; i < 3; i++) statuses.push(await challenge(untrusted.base, from(someAddress())))
  expect(statuses[2]).toBe(429)
}, 90_000)

/** A log-out through one worker ends the session on every worker at once; a user's save is seen by all. */
async function sessionsAgreeAcrossWorkers(
  base: string,
  afterSignUp: (sessionToken: string) => Promise<void> = async () => {},
) {
  const json = { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', Connection: 'close' }
  const username = `multi${randomInt(1e9)}`
  const signUp = await fetch(`${base}/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: 'a long enough password' }),
  })
  const { sessionToken, objectId } = (await signUp.json()) as { sessionToken: string; objectId: string }
  await afterSignUp(sessionToken)
  const me = () =>
    fetch(`${base}/users/me`, { headers: { ...json, 'X-Parse-Session-Token': sessionToken } }).then(async (r) => ({
      status: r.status,
      bio: ((await r.json()) as { bio?: string }).bio,
    }))
  // Each worker has read the session (fresh connections alternate between them).
  await Promise.all([me(), me(), me(), me()])
  const saved = await fetch(`${base}/users/${objectId}`, {
    method: 'PUT',
    headers: { ...json, 'X-Parse-Session-Token': sessionToken },
    body: JSON.stringify({ bio: 'saved once' }),
  })
  expect(saved.status).toBe(200)
  expect((await Promise.all([me(), me(), me(), me()])).map((answer) => answer.bio)).toEqual(Array(4).fill('saved once'))

  const out = await fetch(`${base}/logout`, {
    method: 'POST',
    headers: { ...json, 'X-Parse-Session-Token': sessionToken },
  })
  expect(out.status).toBe(200)
  expect((await Promise.all([me(), me(), me(), me()])).map((answer) => answer.status)).toEqual(Array(4).fill(400))
  // A write with the ended session, on whichever worker: refused (no worker still trusts it).
  const writes = await Promise.all(
    Array.from({ length: 4 }, () =>
      fetch(`${base}/users/${objectId}`, {
        method: 'PUT',
        headers: { ...json, 'X-Parse-Session-Token': sessionToken },
        body: JSON.stringify({ bio: 'after log-out' }),
      }).then((response) => response.status),
    ),
  )
  expect(writes).toEqual(Array(4).fill(400))
}

test('a session logged out through one worker is refused by every worker at once; a save is seen by all', async () => {
  const { base } = await start({})
  await sessionsAgreeAcrossWorkers(base)
}, 120_000)

test.skipIf(!redisServer)(
  "with REDIS_URL Parse's cache of sessions is shared: signed-in reads skip the database, a log-out or a save is seen by every worker at once, and Redis away is a cache miss",
  { timeout: 120_000 },
  async () => {
    const redis = await startRedis(redisServer as string)
    try {
      const { base } = await start({ REDIS_URL: redis.url })
      const cachedKeys = async () => {
        const client = createClient({ url: redis.url })
        await client.connect()
        const keys = await client.keys('vitrine:parse-cache:*')
        await client.close()
        return keys
      }
      await sessionsAgreeAcrossWorkers(base, async (sessionToken) => {
        const me = await fetch(`${base}/users/me`, {
          headers: { 'X-Parse-Application-Id': 'vitrine', 'X-Parse-Session-Token': sessionToken, Connection: 'close' },
        })
        expect(me.status).toBe(200)
        // The session's user is in Redis, under our prefix (a role change clears these keys only).
        expect(await cachedKeys()).toContain(`vitrine:parse-cache:vitrine:user:${sessionToken}`)
      })
      // After the log-out above, the ended session is gone from the cache too.
      expect((await cachedKeys()).filter((key) => key.includes(':user:'))).toEqual([])

      // Redis away: a signed-in read is answered from the database, not refused.
      const json = { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', Connection: 'close' }
      const signUp = await fetch(`${base}/users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: `away${randomInt(1e9)}`, password: 'a long enough password' }),
      })
      const { sessionToken } = (await signUp.json()) as { sessionToken: string }
      await redis.stop()
      const me = await fetch(`${base}/users/me`, { headers: { ...json, 'X-Parse-Session-Token': sessionToken } })
      expect(me.status).toBe(200)
    } finally {
      await redis.stop()
    }
  },
)

test('one worker keeps the order book: orders through either worker are stored; while the keeper is replaced, postOrder answers 503 "try again"', {
  timeout: 120_000,
}, async () => {
  const world = await createMarketWorld()
  const { deployment, fee } = inject('stack')
  const { server, base } = await start({
    SEAPORT_ADDRESS: deployment.seaport,
    CONDUIT_KEY: deployment.conduitKey,
    CONDUIT_ADDRESS: deployment.conduit,
    WETH_ADDRESS: deployment.weth,
    MARKET_FEE_RECIPIENT: fee.recipient,
    MARKET_FEE_BPS: String(fee.bps),
  })
  const primary = server.child.pid as number
  const keeperIn = (line: string) => Number(new RegExp(`"orderBook":(\\d+).*"${line}"`).exec(server.output())?.[1])
  const keeper = keeperIn('ready')
  expect(workersOf(primary)).toContain(keeper)
  // The keeper's socket, in a folder only this user may enter; gone when the backend stops.
  const socket = /VITRINE_ORDER_BOOK_SOCKET=([^\0]+)/.exec(readFileSync(`/proc/${keeper}/environ`, 'utf8'))?.[1]
  expect(socket).toBeDefined()
  const folder = dirname(socket as string)
  expect(statSync(folder).mode & 0o777).toBe(0o700)

  // Fresh connections alternate between the workers: each order is checked and stored by the keeper.
  const post = async (order: SignedOrder) => {
    const response = await fetch(`${base}/functions/postOrder`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify(order),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const postFour = async () => {
    const orders = await Promise.all([1, 2, 3, 4].map((tokenId) => world.listing(tokenId, '1')))
    for (const order of orders) {
      expect(await post(order)).toEqual({ status: 200, body: { result: { orderHash: world.market.orderHash(order) } } })
      const stored = await callFunction('getOrder', { orderHash: world.market.orderHash(order) })
      expect(stored.result).toMatchObject({ status: 'active' })
    }
  }
  await postFour()
  // A refusal is the keeper's, with its code, through either worker.
  const foreign = await world.listing(5, '1')
  const refusals = await Promise.all([1, 2].map(() => post({ ...foreign, signature: `0x${'11'.repeat(65)}` })))
  for (const refusal of refusals)
    expect(refusal).toMatchObject({ status: 400, body: { code: OrderRefusal.badSignature } })

  process.kill(keeper, 'SIGKILL')
  await waitFor(() => server.output().includes('worker died; starting another'), 30_000)
  // The other worker takes every connection now, and its order book is away: an outage, not a verdict.
  const away = await post(await world.listing(6, '1'))
  expect(away).toEqual({
    status: 503,
    body: {
      code: 100,
      error: 'Posting orders is temporarily unavailable: the order book is restarting. Try again shortly.',
    },
  })
  await waitFor(() => server.output().includes('worker replaced'), 60_000)
  const replacement = keeperIn('worker replaced')
  expect(replacement).not.toBe(keeper)
  expect(workersOf(primary)).toContain(replacement)
  await postFour()

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  expect(existsSync(folder)).toBe(false)
})
