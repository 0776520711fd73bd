import { startStack } from '@vitrine/testkit'

/**
 * Ports of the benchmarks' stack, away from the defaults and from the browser tests' ports; the
 * same variables in the environment move them (several people benchmarking on one machine).
 */
const benchPorts = {
  PORT: process.env.PORT ?? '22053',
  WEB_PORT: process.env.WEB_PORT ?? '23000',
  PG_PORT: process.env.PG_PORT ?? '25433',
  ANVIL_PORT: process.env.ANVIL_PORT ?? '28545',
}

/** `npm start` for a benchmark; `env` reaches every component. */
export async function runStack(
  options: { dataDir?: string; env?: Record<string, string>; onStderr?: (chunk: string) => void } = {},
) {
  const stack = await startStack({
    dataDir: options.dataDir,
    env: { ...benchPorts, LOG_LEVEL: 'warn', ...options.env },
    onStderr: options.onStderr,
  })
  return { ...stack, serverUrl: `http://localhost:${options.env?.PORT ?? benchPorts.PORT}/server` }
}
