import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createOrderBookFolder } from './orderBookFolder.ts'

const bases: string[] = []
afterEach(() => {
  for (const base of bases.splice(0)) rmSync(base, { recursive: true, force: true })
})

/** The id of a process that ran and has exited. */
const exitedPid = () => spawnSync(process.execPath, ['-e', '']).pid as number

test("a primary's folder is new, private and named after it; folders of primaries that no longer run are removed", () => {
  const base = mkdtempSync(join(tmpdir(), 'order-book-folders-'))
  bases.push(base)
  const killed = join(base, `vitrine-order-book-${exitedPid()}-a1b2c3`)
  const running = join(base, `vitrine-order-book-${process.pid}-d4e5f6`)
  const unrelated = join(base, 'vitrine-order-book-notes')
  for (const folder of [killed, running, unrelated]) mkdirSync(folder)

  const folder = createOrderBookFolder(base, 4242)

  expect(basename(folder)).toMatch(/^vitrine-order-book-4242-.{6}$/)
  expect(statSync(folder).mode & 0o777).toBe(0o700)
  expect(existsSync(killed)).toBe(false)
  expect(existsSync(running)).toBe(true)
  expect(existsSync(unrelated)).toBe(true)
})
