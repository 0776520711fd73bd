/**
 * `npm start` from a warm install to all-ready, on a fresh data folder (first start: the database
 * cluster is created) and again on the same folder (every start after). Run: npm run bench:start
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runStack } from './lib/runStack.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-start-'))
try {
  for (const label of ['first start (new data folder)', 'second start (same data folder)', 'third start']) {
    const stack = await runStack({ dataDir })
    console.log(`${label.padEnd(34)} all ready in ${(stack.readyMs / 1000).toFixed(1)} s`)
    await stack.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
