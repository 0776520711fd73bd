import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { compileContracts, generatedDir } from '../scripts/compileContracts.ts'

// solc-js compiles every contract: seconds, more than ten on a busy two-core machine.
test('generated ABIs and bytecode match the Solidity sources (run `npm run compile -w @vitrine/contracts`)', {
  timeout: 120_000,
}, () => {
  const files = compileContracts()
  expect(files.size).toBeGreaterThan(0)
  for (const [file, content] of files) {
    expect(readFileSync(join(generatedDir, file), 'utf8'), `${file} is stale`).toBe(content)
  }
})
