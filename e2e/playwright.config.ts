import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '@vitrine/testkit'
import { e2ePorts } from './e2ePorts.ts'

/** Browser tests: Debian's Chromium against the whole stack, with the site built for production. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './startStack.ts',
  // One stack for every test; tests use wallets and users of their own, so they may run in any order.
  workers: 1,
  // In CI a test that fails is run once more and reported as flaky when it then passes, so a rare
  // timing failure of this two-core machine is seen without turning the run red; a real one fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The whole run (the stack's build and start included) takes about 10 minutes here: past 45, a
  // stuck run ends red, naming the tests it did not finish, instead of hanging the CI.
  globalTimeout: 45 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  // The site at localhost, and again at 127.0.0.1 for the tests tagged @every-host (the console
  // stays clean and wallet sign-in works at both names of this machine).
  projects: [
    { name: 'localhost' },
    { name: '127.0.0.1', grep: /@every-host/, use: { baseURL: `http://127.0.0.1:${e2ePorts.WEB_PORT}` } },
  ],
  use: {
    baseURL: `http://localhost:${e2ePorts.WEB_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
})
