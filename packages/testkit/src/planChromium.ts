import { noChromiumMessage } from './chromium.ts'

export type ChromiumPlan = { action: 'use'; path: string } | { action: 'install' } | { action: 'stop'; message: string }

export type ChromiumSituation = {
  env: NodeJS.ProcessEnv
  /** A usable browser found (findChromium), if any. */
  found: string | undefined
  isRoot: boolean
  /** `apt-get` is on PATH (Debian, Ubuntu). */
  hasAptGet: boolean
  /** This is the second look, after an install: never install twice. */
  afterInstall?: boolean
}

/**
 * What the test command does about the browser: use the one found; else install Debian's
 * `chromium` where it can (root with apt-get, and no CHROMIUM_PATH pointing elsewhere); else stop
 * before any test with one sentence naming what to install.
 */
export function planChromium(situation: ChromiumSituation): ChromiumPlan {
  if (situation.found) return { action: 'use', path: situation.found }
  const canInstall = situation.isRoot && situation.hasAptGet && !situation.env.CHROMIUM_PATH
  if (canInstall && !situation.afterInstall) return { action: 'install' }
  if (situation.afterInstall) {
    return {
      action: 'stop',
      message:
        'apt-get installed no usable chromium (on Ubuntu it needs snap): install Chromium or Google Chrome yourself and set CHROMIUM_PATH to it.',
    }
  }
  return { action: 'stop', message: noChromiumMessage({ env: situation.env, aptGet: situation.hasAptGet }) }
}
