import { freePort } from '@vitrine/testkit'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { type ServerProcess, spawnServer, startWorkersOnStack } from '../../test/spawnServer.ts'

/**
 * Attack 6 of the trust review: defaults an operator would not expect. The master key is taken
 * from this machine only unless MASTER_KEY_IPS says otherwise; TRUST_PROXY=true (any client picks
 * its own address) is refused at start; the dashboard says it is mounted, and is refused where its
 * password (the master key) would cross the network in clear.
 */
const stack = inject('stack')
const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

async function backend(env: Record<string, string>) {
  const started = await startWorkersOnStack(env)
  stops.push(started.stop)
  return started
}

/** A master-key read of the users, as a client at `address` (through the trusted loopback proxy). */
const masterRead = (base: string, address?: string) =>
  fetch(`${base}/classes/_User?limit=1`, {
    headers: {
      'X-Parse-Application-Id': stack.appId,
      'X-Parse-Master-Key': stack.masterKey,
      ...(address ? { 'X-Forwarded-For': address } : {}),
    },
  })

function exitsWith(env: Record<string, string>, message: RegExp) {
  return async () => {
    const server: ServerProcess = spawnServer({
      DATABASE_URL: stack.databaseUrl,
      RPC_URL: stack.rpcUrl,
      MASTER_KEY: stack.masterKey,
      PORT: String(await freePort()),
      ...env,
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(message)
  }
}

// Each test starts a backend of its own: on a busy machine that alone takes a while.
describe('operator defaults', { timeout: 120_000 }, () => {
  test('the master key is refused from a client beyond this machine, taken from loopback; a mounted dashboard is said once', async () => {
    const { base, server } = await backend({ TRUST_PROXY: 'loopback', DASHBOARD: 'true' })
    const remote = await masterRead(base, '203.0.113.9')
    expect(remote.status).toBe(403)
    expect(await remote.json()).toMatchObject({ error: expect.any(String) })
    expect((await masterRead(base)).status).toBe(200)
    // By the primary of the two workers, not by each.
    const warnings = server.output().match(/Parse Dashboard is mounted on the public API port/g) ?? []
    expect(warnings).toHaveLength(1)
  })

  test('MASTER_KEY_IPS opens it to the addresses it names, and only those', async () => {
    const { base } = await backend({ TRUST_PROXY: 'loopback', MASTER_KEY_IPS: '203.0.113.0/24' })
    expect((await masterRead(base, '203.0.113.9')).status).toBe(200)
    expect((await masterRead(base, '198.51.100.9')).status).toBe(403)
  })

  test(
    'TRUST_PROXY=true stops the start with a sentence',
    exitsWith({ TRUST_PROXY: 'true' }, /TRUST_PROXY: true would believe any X-Forwarded-For/),
  )

  test(
    'the dashboard over plain HTTP beyond this machine stops the start',
    exitsWith(
      { DASHBOARD: 'true', SERVER_URL: 'http://vitrine.example:2053/server' },
      /DASHBOARD: its password is the master key/,
    ),
  )
})
