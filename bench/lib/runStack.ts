import { startStack } from '@vitrine/testkit'

/** Ports of the benchmarks' stack, away from the defaults and from the browser tests' ports. */
const benchPorts = { PORT: '22053', WEB_PORT: '23000', PG_PORT: '25433', ANVIL_PORT: '28545' }

/** `npm start` for a benchmark; `env` reaches every component. */
export async function runStack(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const stack = await startStack({
    dataDir: options.dataDir,
    env: { ...benchPorts, LOG_LEVEL: 'warn', ...options.env },
  })
  return { ...stack, serverUrl: `http://localhost:${options.env?.PORT ?? benchPorts.PORT}/server` }
}
