import { fileURLToPath } from 'node:url'
import { freePort, type SpawnedScript, spawnScript, waitFor } from '@vitrine/testkit'
import { inject } from 'vitest'

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))

export type ServerProcess = SpawnedScript

/**
 * Runs the backend as `npm start` does (its own process), with extra environment. Rate-limit
 * budgets live in the database, shared by every server of the tests (all on loopback): a test of
 * a limit sets its own, and sends from an address of its own (TRUST_PROXY, X-Forwarded-For).
 */
export const spawnServer = (env: Record<string, string>): ServerProcess =>
  spawnScript(main, { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env })

/**
 * The backend as `npm start` runs it — a primary and its workers on one port (two unless `env`
 * says) — on the test stack's database and chain, once it is ready. Stop it with `stop()`.
 */
export async function startWorkersOnStack(env: Record<string, string> = {}) {
  const stack = inject('stack')
  const port = await freePort()
  const base = `http://localhost:${port}/server`
  const server = spawnServer({
    DATABASE_URL: stack.databaseUrl,
    RPC_URL: stack.rpcUrl,
    MASTER_KEY: stack.masterKey,
    PORT: String(port),
    SERVER_URL: base,
    SERVER_WORKERS: '2',
    ...env,
  })
  try {
    await waitFor(() => server.output().includes('"ready"'), 60_000)
  } catch (error) {
    server.child.kill('SIGTERM')
    throw new Error(`the backend did not start:\n${server.output()}`, { cause: error })
  }
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
  return { server, port, base, stop }
}
