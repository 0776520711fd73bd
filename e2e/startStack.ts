import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startStack as startVitrine } from '@vitrine/testkit'
import { e2ePorts } from './e2ePorts.ts'
import { E2E_GA_MEASUREMENT_ID } from './fixtures.ts'

/** `npm start` with the site built for production, on a data folder of its own; stopped after. */
export default async function startStack() {
  const stack = await startVitrine({
    env: {
      ...Object.fromEntries(Object.entries(e2ePorts).map(([k, v]) => [k, String(v)])),
      WEB_MODE: 'production',
      LOG_LEVEL: 'warn',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
    },
  })
  process.env.E2E_DATA_DIR = stack.dataDir
  return stack.stop
}

/** The master key of the stack under test, for checks only an operator may make. */
export function e2eMasterKey(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts')
  return (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { masterKey: string }).masterKey
}
