import { fileURLToPath } from 'node:url'
import { type SpawnedScript, spawnScript } from '@vitrine/testkit'

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))

export type ServerProcess = SpawnedScript

/**
 * Runs the backend as `npm start` does (its own process), with extra environment. Rate-limit
 * budgets live in the database, shared by every server of the tests (all on loopback): a test of
 * a limit sets its own, and sends from an address of its own (TRUST_PROXY, X-Forwarded-For).
 */
export const spawnServer = (env: Record<string, string>): ServerProcess =>
  spawnScript(main, { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env })
