import { spawnSync } from 'node:child_process'
import { findChromium } from './chromium.ts'
import { planChromium } from './planChromium.ts'

export type EnsureChromiumDeps = {
  env: NodeJS.ProcessEnv
  isRoot: boolean
  hasAptGet: boolean
  find: (env: NodeJS.ProcessEnv) => string | undefined
  /** Installs Debian's chromium, its progress on the terminal; false if it failed. */
  install: () => boolean
  say: (line: string) => void
}

/**
 * The browser set-up of the test command: finds a usable Chromium or installs one, or says in one
 * sentence what to install. Returns the browser's path, or undefined when the tests cannot run.
 */
export function ensureChromium(deps: EnsureChromiumDeps = defaultDeps()): string | undefined {
  const situation = { env: deps.env, isRoot: deps.isRoot, hasAptGet: deps.hasAptGet }
  let plan = planChromium({ ...situation, found: deps.find(deps.env) })
  if (plan.action === 'install') {
    deps.say("No Chromium found for the browser tests: installing Debian's chromium (apt-get install chromium)…")
    const installed = deps.install()
    plan = planChromium({ ...situation, found: installed ? deps.find(deps.env) : undefined, afterInstall: true })
  }
  if (plan.action === 'stop') {
    deps.say(plan.message)
    return undefined
  }
  return plan.action === 'use' ? plan.path : undefined
}

function defaultDeps(): EnsureChromiumDeps {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    hasAptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
    find: findChromium,
    install: aptGetInstallChromium,
    say: (line) => process.stderr.write(`${line}\n`),
  }
}

function aptGetInstallChromium(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false
  }
  return true
}
