import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { E2E_GA_MEASUREMENT_ID, test } from './fixtures.ts'
import { visitEveryPage } from './visitEveryPage.ts'

// `next dev` compiles each page on its first visit: minutes on a busy two-core machine.
test.describe.configure({ timeout: 300_000 })

let origin = ''
let dev: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
  // The site in development mode (its own build folder, .next/dev), against the test stack's backend.
  dev = spawn(process.execPath, [next, 'dev', '--port', String(port)], {
    cwd: join(import.meta.dirname, '../apps/web'),
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SERVER_URL: e2eServerUrl,
      NEXT_PUBLIC_RPC_URL: e2eRpcUrl,
      NEXT_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((ready, fail) => {
    let output = ''
    dev?.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('Ready in')) ready()
    })
    dev?.stderr?.on('data', (chunk) => (output += chunk))
    dev?.once('exit', (code) => fail(new Error(`next dev exited (${code}):\n${output}`)))
  })
  origin = `http://localhost:${port}`
})

test.afterAll(async () => {
  if (!dev?.pid || dev.exitCode !== null) return
  const exited = new Promise((resolve) => dev?.once('exit', resolve))
  process.kill(-dev.pid, 'SIGTERM')
  await exited
})

test('in development mode too, every page keeps to its Content-Security-Policy', async ({ page, cspViolations }) => {
  await visitEveryPage(page, origin, cspViolations)
})
