import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { e2ePorts } from './e2ePorts.ts'
import { E2E_GA_MEASUREMENT_ID } from './fixtures.ts'

const root = resolve(import.meta.dirname, '..')

/** `npm start` with the site built for production, on a data folder of its own; stopped after. */
export default async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'))
  // As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
  chmodSync(dataDir, 0o755)
  process.env.E2E_DATA_DIR = dataDir
  const env = { ...process.env, ...Object.fromEntries(Object.entries(e2ePorts).map(([k, v]) => [k, String(v)])) }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      WEB_MODE: 'production',
      LOG_LEVEL: 'warn',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((done) => child.once('exit', done))
  await new Promise<void>((ready, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('Vitrine is up')) ready()
    })
    child.once('exit', (code) => fail(new Error(`the stack exited (${code}) before it was up:\n${output}`)))
  })
  return async () => {
    child.kill('SIGINT')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The master key of the stack under test, for checks only an operator may make. */
export function e2eMasterKey(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts')
  return (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { masterKey: string }).masterKey
}
