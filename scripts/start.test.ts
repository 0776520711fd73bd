import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type SpawnedScript, spawnScript } from '@vitrine/testkit'
import { afterAll, describe, expect, test } from 'vitest'
import { descendants, isAlive } from './stack/processTree.ts'

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-start-test-'))
// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
chmodSync(dataDir, 0o755)
// Ports away from the defaults, so a stack a developer is running does not get in the way.
const ports = { PORT: 12053, WEB_PORT: 13000, PG_PORT: 15433, ANVIL_PORT: 18545 }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type Run = SpawnedScript

function runStack(extra: Record<string, string> = {}): Run {
  return spawnScript(startScript, {
    DATA_DIR: dataDir,
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    ...extra,
  })
}

async function until(check: () => boolean, what: string, run?: Run, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (run && run.child.exitCode !== null)
      throw new Error(`the stack exited while waiting for ${what}:\n${run.output()}`)
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${run?.output() ?? ''}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const api = (path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.PORT}/server${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })

describe('npm start', () => {
  test('starts every component, each answers on its port, and Ctrl-C leaves no process behind', async () => {
    const run = runStack()
    await until(() => run.output().includes('Vitrine is up'), 'the stack', run)
    for (const name of ['database', 'chain', 'server', 'web']) expect(run.output()).toMatch(new RegExp(`✓ ${name}`))
    expect(run.output()).not.toContain(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).databasePassword)

    expect((await api('/health')).status).toBe(200)
    const chain = await fetch(`http://127.0.0.1:${ports.ANVIL_PORT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(((await chain.json()) as { result: string }).result).toBe('0x7a69')
    const site = await fetch(`http://localhost:${ports.WEB_PORT}/`)
    expect(site.status).toBe(200)
    expect(await site.text()).toContain('Vitrine')
    const signup = await api('/users', { username: 'kept-across-restarts', password: 'pw' })
    expect(signup.status).toBe(201)

    const tree = descendants(run.child.pid as number)
    expect(tree.length).toBeGreaterThanOrEqual(4)
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
    await until(() => tree.every((pid) => !isAlive(pid)), 'every process to end', undefined, 5_000)
  })

  test('a second start keeps the data and the master key', async () => {
    const secrets = readFileSync(join(dataDir, 'secrets.json'), 'utf8')
    const run = runStack()
    await until(() => run.output().includes('Vitrine is up'), 'the stack', run)
    const login = await api('/login', { username: 'kept-across-restarts', password: 'pw', _method: 'GET' })
    expect(login.status).toBe(200)
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  test('a port in use stops the start with the port and the variable to change', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(ports.PORT, resolve))
    try {
      const run = runStack()
      expect(await run.exited).toBe(1)
      expect(run.output()).toContain(`Port ${ports.PORT} (backend server) is already in use. Set PORT to another port.`)
    } finally {
      blocker.close()
    }
  })
})
