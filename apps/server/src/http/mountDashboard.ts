import type { Logger } from '@vitrine/runtime/logger'
import type { Express } from 'express'
import { isLoopbackUrl } from '../auth/siteOrigins.ts'
import type { ServerConfig } from '../config.ts'

/**
 * Parse Dashboard on /dashboard for operators: user `operator`, password the master key. It sits
 * on the public API port, so its start is said as a warning; over plain HTTP it is served only on a
 * loopback SERVER_URL (the configuration refuses any other), and its master-key calls come from
 * the operator's browser, so they pass only from MASTER_KEY_IPS (loopback by default).
 */
export async function mountDashboard(app: Express, config: ServerConfig) {
  const { default: ParseDashboard } = await import('parse-dashboard')
  const url = new URL(config.serverUrl)
  const dashboard = new ParseDashboard(
    {
      apps: [{ serverURL: config.serverUrl, appId: config.appId, masterKey: config.masterKey, appName: 'Vitrine' }],
      users: [{ user: 'operator', pass: config.masterKey }],
    },
    { allowInsecureHTTP: url.protocol === 'http:' && isLoopbackUrl(url) },
  )
  app.use('/dashboard', dashboard)
}

/** Said once at start (by the primary, or the only worker) when the dashboard is mounted. */
export function warnOfDashboard(log: Pick<Logger, 'warn'>, config: ServerConfig) {
  if (!config.dashboard) return
  log.warn(
    { url: `${new URL(config.serverUrl).origin}/dashboard`, masterKeyIps: config.masterKeyIps },
    'Parse Dashboard is mounted on the public API port (password: the master key); turn DASHBOARD off when not in use',
  )
}
