import { createServer } from 'node:net'
import { freePort, waitFor } from '@vitrine/testkit'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { type ServerProcess, spawnServer } from '../test/spawnServer.ts'

const running: ServerProcess[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
})

function start(env: Record<string, string>) {
  const stack = inject('stack')
  const server = spawnServer({
    DATABASE_URL: stack.databaseUrl,
    RPC_URL: stack.rpcUrl,
    MASTER_KEY: stack.masterKey,
    ...env,
  })
  running.push(server)
  return server
}

// A whole backend process starts in each: on a loaded machine that alone took over 30 s.
describe('the backend process', { timeout: 120_000 }, () => {
  test('starts, answers /health, rate-limits challenges, and stops cleanly on SIGTERM', async () => {
    const port = await freePort()
    // Behind a trusted proxy (loopback) with an address of its own: the budget is shared by every
    // worker and every server on the database, so other tests' sign-ins must not draw on it.
    const server = start({
      PORT: String(port),
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      DASHBOARD: 'true',
      TRUST_PROXY: 'loopback',
    })
    const client = `192.0.2.${Math.floor(Math.random() * 250) + 1}`
    const base = `http://localhost:${port}/server`
    await waitFor(() => server.output().includes('"ready"'), 100_000)
    expect((await fetch(`${base}/health`)).status).toBe(200)
    // The operators' dashboard is mounted with the flag, and asks for a log-in.
    const dashboard = await fetch(`http://localhost:${port}/dashboard/`)
    expect(dashboard.status).toBe(200)
    expect(dashboard.url).toMatch(/\/dashboard\/login$/)

    const challenge = () =>
      fetch(`${base}/challenge`, {
        method: 'POST',
        headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ challengeData: { ethereum: { address: `0x${'11'.repeat(20)}`, chainId: 31337 } } }),
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await challenge()).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(((await (await challenge()).json()) as { error: string }).error).toMatch(/Too many sign-in attempts/)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('a port in use is a clear error naming the port and the variable', async () => {
    const blocker = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => blocker.listen(port, resolve))
    try {
      const server = start({ PORT: String(port) })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`Port ${port} is already in use. Set PORT to another port.`)
    } finally {
      blocker.close()
    }
  })

  test('an empty app id fails at start with the configuration message', async () => {
    const server = start({ APP_ID: '', PORT: String(await freePort()) })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^No appId is provided\.\.\./)
  })
})
