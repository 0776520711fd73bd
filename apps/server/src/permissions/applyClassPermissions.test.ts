import { randomUUID } from 'node:crypto'
import { freePort, waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, inject, test } from 'vitest'
import { type ServerProcess, spawnServer } from '../../test/spawnServer.ts'
import { CLASS_ACCESS, classAccessOf, UNDECIDED_CLASS } from './classAccess.ts'
import { classLevelPermissions, samePermissions } from './classLevelPermissions.ts'

type Schema = { className: string; classLevelPermissions: unknown }

// A database of its own: these tests start servers on a schema nobody has set up yet.
const stack = inject('stack')
const database = `permissions_${randomUUID().slice(0, 8)}`
const databaseUrl = Object.assign(new URL(stack.databaseUrl), { pathname: `/${database}` }).toString()
const admin = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 })
await admin.query(`CREATE DATABASE ${database}`)

const running: ServerProcess[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
})
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
})

async function start(env: Record<string, string> = {}) {
  const port = await freePort()
  const server = spawnServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    RPC_URL: stack.rpcUrl,
    MASTER_KEY: stack.masterKey,
    ...env,
  })
  running.push(server)
  await waitFor(() => server.output().includes('"ready"') || server.child.exitCode !== null, 60_000)
  if (!server.output().includes('"ready"')) throw new Error(`the server did not start:\n${server.output()}`)
  const base = `http://localhost:${port}/server`
  const asMaster = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'X-Parse-Application-Id': stack.appId, 'X-Parse-Master-Key': stack.masterKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (await response.json()) as Record<string, unknown>
  }
  return { server, base, asMaster }
}

const schemasOf = async (asMaster: (method: string, path: string) => Promise<Record<string, unknown>>) =>
  (await asMaster('GET', '/schemas')).results as Schema[]

// Each test starts whole backends on a new database: ~25 s on a quiet two-core machine.
describe('class permissions at start', { timeout: 120_000 }, () => {
  test('two servers starting at once on a new database both start, and leave the permissions of the table', async () => {
    const [first] = await Promise.all([start(), start()])
    const held = await schemasOf(first.asMaster)
    for (const [className, access] of Object.entries(CLASS_ACCESS)) {
      if (access.kept !== 'stored') continue
      const schema = held.find((each) => each.className === className)
      expect(samePermissions(schema?.classLevelPermissions, classLevelPermissions(access)), className).toBe(true)
    }
    // Neither met the other's half-made tables or indexes.
    for (const server of running) expect(server.output()).not.toMatch(/"level":"(warn|error)"|^(warn|error):/m)
  })

  test('a start closes a class the table does not know, and takes public access away from old accounts', async () => {
    const { asMaster } = await start()
    // As a class made outside the table (Parse's default permissions: all open), and an account made
    // while profiles were public.
    const className = `Undecided${randomUUID().replaceAll('-', '').slice(0, 8)}`
    await asMaster('POST', `/schemas/${className}`, { className, fields: { note: { type: 'String' } } })
    const user = await asMaster('POST', '/users', {
      username: `old_${randomUUID().slice(0, 8)}`,
      password: 'pw',
      ACL: { '*': { read: true, write: true } },
    })
    const stored = await asMaster('GET', `/users/${user.objectId}`)
    expect(stored.ACL).toMatchObject({ '*': { read: true, write: true } })
    for (const server of running.splice(0)) {
      server.child.kill('SIGTERM')
      await server.exited
    }

    // Closed by the next start — this one, or another test's server starting on the same database
    // meanwhile (their own log line then): the permissions tell.
    const again = await start()
    const undecided = (await schemasOf(again.asMaster)).find((schema) => schema.className === className)
    expect(classAccessOf(className)).toBeUndefined()
    expect(samePermissions(undecided?.classLevelPermissions, classLevelPermissions(UNDECIDED_CLASS))).toBe(true)
    const after = await again.asMaster('GET', `/users/${user.objectId}`)
    expect(after.ACL).toEqual({ [user.objectId as string]: { read: true, write: true } })
  })
})

describe('CORS_ORIGINS', () => {
  // A server of its own starts in up to a minute on a busy machine.
  test('narrows the origins browsers may call the API from; unset, any origin may', { timeout: 90_000 }, async () => {
    const preflight = (base: string, origin: string) =>
      fetch(`${base}/functions/getNFTs`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    const narrowed = await start({ CORS_ORIGINS: 'https://site.example, https://other.example/' })
    for (const origin of ['https://site.example', 'https://other.example']) {
      const response = await preflight(narrowed.base, origin)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('vary')).toMatch(/Origin/)
    }
    const stranger = await preflight(narrowed.base, 'https://evil.example')
    expect(stranger.headers.get('access-control-allow-origin')).not.toBe('https://evil.example')
    // A public read answered beside Parse (http/fastFunctions.ts) names the origin as Parse does.
    const read = (origin: string) =>
      fetch(`${narrowed.base}/functions/getSyncStatus`, {
        method: 'POST',
        headers: { Origin: origin, 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
        body: '{}',
      })
    expect((await read('https://other.example')).headers.get('access-control-allow-origin')).toBe(
      'https://other.example',
    )
    expect((await read('https://evil.example')).headers.get('access-control-allow-origin')).toBe('https://site.example')

    const open = await preflight(stack.serverUrl, 'https://evil.example')
    expect(open.headers.get('access-control-allow-origin')).toBe('*')
  })
})
