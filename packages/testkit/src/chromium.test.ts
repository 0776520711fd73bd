import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { findChromium } from './chromium.ts'
import { type EnsureChromiumDeps, ensureChromium } from './ensureChromium.ts'
import { planChromium } from './planChromium.ts'

const root = mkdtempSync(join(tmpdir(), 'vitrine-chromium-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A folder for PATH holding one executable shell script. */
function folderWith(name: string, script: string): string {
  const dir = mkdtempSync(join(root, 'bin-'))
  writeFileSync(join(dir, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 })
  return dir
}
const browser = folderWith('chromium', 'echo "Chromium 150.0.0.0"')
const snapStub = folderWith(
  'chromium-browser',
  'echo "Command requires the chromium snap to be installed." >&2; exit 1',
)
const chrome = folderWith('google-chrome', 'echo "Google Chrome 150.0.0.0"')
const empty = join(root, 'empty')
mkdirSync(empty)

describe('findChromium', () => {
  test('takes the first name on PATH that really runs, Debian’s chromium first', () => {
    expect(findChromium({ PATH: [empty, snapStub, chrome].join(':') })).toBe(join(chrome, 'google-chrome'))
    expect(findChromium({ PATH: [chrome, browser].join(':') })).toBe(join(browser, 'chromium'))
    expect(findChromium({ PATH: [empty, snapStub].join(':') })).toBeUndefined()
    expect(findChromium({ PATH: '' })).toBeUndefined()
  })

  test('CHROMIUM_PATH wins, and only if it runs', () => {
    const path = join(chrome, 'google-chrome')
    expect(findChromium({ PATH: browser, CHROMIUM_PATH: path })).toBe(path)
    expect(findChromium({ PATH: browser, CHROMIUM_PATH: join(snapStub, 'chromium-browser') })).toBeUndefined()
    expect(findChromium({ PATH: browser, CHROMIUM_PATH: join(empty, 'chromium') })).toBeUndefined()
  })
})

describe('planChromium', () => {
  const base = { env: {}, found: undefined, isRoot: true, hasAptGet: true }

  test('uses a browser found; installs only as root with apt-get and no CHROMIUM_PATH of its own', () => {
    expect(planChromium({ ...base, found: '/x/chromium' })).toEqual({ action: 'use', path: '/x/chromium' })
    expect(planChromium(base)).toEqual({ action: 'install' })
    expect(planChromium({ ...base, isRoot: false }).action).toBe('stop')
    expect(planChromium({ ...base, hasAptGet: false }).action).toBe('stop')
    expect(planChromium({ ...base, env: { CHROMIUM_PATH: '/nowhere/chrome' } }).action).toBe('stop')
  })

  test('each stop is one sentence naming what to install or fix', () => {
    const messages = [
      planChromium({ ...base, isRoot: false }),
      planChromium({ ...base, isRoot: false, hasAptGet: false }),
      planChromium({ ...base, env: { CHROMIUM_PATH: '/nowhere/chrome' } }),
      planChromium({ ...base, afterInstall: true }),
    ].map((plan) => (plan.action === 'stop' ? plan.message : ''))
    expect(messages[0]).toContain('sudo apt-get install chromium')
    expect(messages[1]).toContain('install Chromium or Google Chrome')
    expect(messages[2]).toContain('CHROMIUM_PATH is /nowhere/chrome')
    expect(messages[3]).toContain('set CHROMIUM_PATH')
    for (const message of messages) {
      expect(message).toMatch(/^[^\n]+\.$/)
      expect(message.slice(0, -1)).not.toMatch(/\.\s/)
    }
  })
})

describe('ensureChromium', () => {
  function deps(overrides: Partial<EnsureChromiumDeps>) {
    const said: string[] = []
    const calls = { install: 0 }
    const all: EnsureChromiumDeps = {
      env: { PATH: empty },
      isRoot: true,
      hasAptGet: true,
      find: findChromium,
      install: () => {
        calls.install++
        return true
      },
      say: (line) => said.push(line),
      ...overrides,
    }
    return { all, said, calls }
  }

  test('a browser on PATH: used, nothing installed, nothing said', () => {
    const { all, said, calls } = deps({ env: { PATH: browser } })
    expect(ensureChromium(all)).toBe(join(browser, 'chromium'))
    expect([said, calls.install]).toEqual([[], 0])
  })

  test('none, as root with apt-get: says so, installs, then uses what was installed', () => {
    const env = { PATH: empty }
    const { all, said, calls } = deps({
      env,
      install: () => {
        calls.install++
        env.PATH = browser
        return true
      },
    })
    expect(ensureChromium(all)).toBe(join(browser, 'chromium'))
    expect(calls.install).toBe(1)
    expect(said).toEqual([
      "No Chromium found for the browser tests: installing Debian's chromium (apt-get install chromium)…",
    ])
  })

  test('an install that fails or leaves no usable browser: one sentence, no second try', () => {
    for (const install of [() => false, () => true]) {
      const { all, said } = deps({ install })
      expect(ensureChromium(all)).toBeUndefined()
      expect(said).toHaveLength(2)
      expect(said[1]).toContain('set CHROMIUM_PATH')
    }
  })

  test('none, not root: one sentence and no install', () => {
    const { all, said, calls } = deps({ isRoot: false })
    expect(ensureChromium(all)).toBeUndefined()
    expect(calls.install).toBe(0)
    expect(said).toHaveLength(1)
    expect(said[0]).toContain('sudo apt-get install chromium')
  })
})
