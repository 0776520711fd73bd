import { fileURLToPath } from 'node:url'
import { type SpawnedScript, spawnScript } from '@vitrine/testkit'

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))

export type ServerProcess = SpawnedScript

/** Runs the backend as `npm start` does (its own process), with extra environment. */
export const spawnServer = (env: Record<string, string>): ServerProcess =>
  spawnScript(main, { LOG_LEVEL: 'info', ...env })
