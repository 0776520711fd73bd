import type { z } from 'zod'
import { isLoopbackUrl } from '../auth/siteOrigins.ts'
import type { toServerConfig } from './toServerConfig.ts'

/** The configuration before its mount path is derived: what the environment gives, or a test builds. */
export type ServerConfigFields = ReturnType<typeof toServerConfig>

/**
 * Checks the two values nothing works without (with Parse's own words) and the dashboard's
 * transport, then derives the mount path and the site's origin.
 */
export function deriveConfig(config: ServerConfigFields, context: z.RefinementCtx) {
  const sentence = (message: string) => context.addIssue({ code: 'custom', path: [], message })
  if (!config.appId) sentence('No appId is provided... Set APP_ID (default: vitrine).')
  if (!config.serverUrl) sentence('No serverUrl is provided... Set SERVER_URL (e.g. http://localhost:2053/server).')
  if (!config.appId || !config.serverUrl) return { ...config, mountPath: '/' }
  if (!URL.canParse(config.serverUrl)) {
    context.addIssue({ code: 'custom', path: ['SERVER_URL'], message: `is not a URL: ${config.serverUrl}` })
    return { ...config, mountPath: '/' }
  }
  const url = new URL(config.serverUrl)
  // The dashboard's password is the master key: never sent in clear beyond this machine.
  if (config.dashboard && url.protocol === 'http:' && !isLoopbackUrl(url))
    context.addIssue({
      code: 'custom',
      path: ['DASHBOARD'],
      message: `its password is the master key, which would cross the network in clear at ${url.origin}. Serve the API over HTTPS (SERVER_URL https://…), or keep the dashboard on localhost.`,
    })
  const mountPath = url.pathname.replace(/\/+$/, '') || '/'
  return { ...config, mountPath, siteUrl: new URL(config.siteUrl).origin }
}
