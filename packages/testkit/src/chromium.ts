import { execFileSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * Flags for headless Chromium here: no sandbox (root), no GPU, and none of the background
 * connections a closed network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Names a Chromium or Chrome goes by on PATH, Debian's first. */
const executableNames = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']

/**
 * The browser the tests drive (Playwright cannot download its own here): CHROMIUM_PATH when set,
 * else the first of `executableNames` on PATH that really runs. `env` is injectable for tests.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isUsableChromium(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean)
  for (const name of executableNames) {
    for (const dir of dirs) {
      const path = join(dir, name)
      if (isUsableChromium(path)) return path
    }
  }
  return undefined
}

/**
 * Runs `<path> --version`: a stub that only tells you to install something else (Ubuntu's
 * `chromium-browser` without snap) fails here rather than at the first test.
 */
export function isUsableChromium(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
  } catch {
    // Not there, or not executable: not this one.
    return false
  }
  try {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: 'pipe', timeout: 15_000 })
    return /chrom/i.test(version)
  } catch {
    // It does not run: not a usable browser.
    return false
  }
}

/** The browser for Playwright and Lighthouse; without one, the sentence saying what to install. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = findChromium(env)
  if (!path) throw new Error(noChromiumMessage({ env, aptGet: true }))
  return path
}

/** One sentence naming what to install (or what CHROMIUM_PATH should be). */
export function noChromiumMessage(options: { env: NodeJS.ProcessEnv; aptGet: boolean }): string {
  const { CHROMIUM_PATH } = options.env
  if (CHROMIUM_PATH) {
    return `CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not run as Chromium (\`${CHROMIUM_PATH} --version\` fails): point it to a Chromium or Chrome executable.`
  }
  if (options.aptGet) {
    return "No Chromium for the browser tests: install Debian's chromium (`sudo apt-get install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome executable."
  }
  return 'No Chromium for the browser tests: install Chromium or Google Chrome, and set CHROMIUM_PATH to it unless it is on PATH as chromium.'
}
