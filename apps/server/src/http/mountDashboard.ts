import type { Express } from 'express'
import type { ServerConfig } from '../config.ts'

/** Parse Dashboard on /dashboard for operators: user `operator`, password the master key. */
export async function mountDashboard(app: Express, config: ServerConfig) {
  const { default: ParseDashboard } = await import('parse-dashboard')
  const dashboard = new ParseDashboard(
    {
      apps: [{ serverURL: config.serverUrl, appId: config.appId, masterKey: config.masterKey, appName: 'Vitrine' }],
      users: [{ user: 'operator', pass: config.masterKey }],
    },
    { allowInsecureHTTP: new URL(config.serverUrl).hostname === 'localhost' },
  )
  app.use('/dashboard', dashboard)
}
