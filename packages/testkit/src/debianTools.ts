import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** A program on PATH (or in /usr/sbin, where Debian puts daemons such as HAProxy), or null. */
export const findProgram = (name: string): string | null =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin']
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path)) ?? null

/** A program the scale-out tests use, and the Debian package that has it. */
export type DebianTool = { program: string; debianPackage: string; usedBy: string }

export const SCALE_OUT_TOOLS: readonly DebianTool[] = [
  { program: 'redis-server', debianPackage: 'redis-server', usedBy: 'the REDIS_URL tests and the failover test' },
  { program: 'haproxy', debianPackage: 'haproxy', usedBy: 'the failover test' },
]

/**
 * Installs the missing ones with apt-get when running as root (as the browser step installs
 * Chromium); elsewhere, or when the install fails, one sentence per tool says which tests skip.
 * Optional tools: nothing here stops the tests.
 */
export function ensureDebianTools(tools: readonly DebianTool[], say: (line: string) => void): void {
  const missing = tools.filter((tool) => !findProgram(tool.program))
  if (!missing.length) return
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  if (canInstall) {
    const packages = missing.map((tool) => tool.debianPackage)
    say(`Installing Debian's ${packages.join(' and ')} for the tests that need them (apt-get install)…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { stdio: 'ignore', env })
        .status === 0
    // The package lists may be missing or stale on a fresh machine: read them once, then try again.
    if (!install()) spawnSync('apt-get', ['update', '-q'], { stdio: 'ignore', env }).status === 0 && install()
  }
  for (const tool of missing)
    if (!findProgram(tool.program))
      say(
        `${tool.program} is not installed (Debian: apt-get install ${tool.debianPackage}, as root): ${tool.usedBy} are skipped.`,
      )
}
