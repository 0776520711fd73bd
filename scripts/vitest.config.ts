import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The tests of the repository's own tooling: the start script and the benches' helpers.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
