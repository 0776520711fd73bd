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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${e2ePorts.WEB_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
})
