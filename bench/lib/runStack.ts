import { redisServerPath, startRedis, startStack } from '@vitrine/testkit'

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

/** With BENCH_REDIS=1, a Redis of the benchmark's own (Debian's redis-server) as `REDIS_URL`. */
async function benchRedis() {
  if (process.env.BENCH_REDIS !== '1') return null
  const binary = redisServerPath()
  if (!binary) throw new Error('BENCH_REDIS=1 needs redis-server (Debian: apt-get install redis-server).')
  return startRedis(binary)
}

/** `npm start` for a benchmark; `env` reaches every component. */
export async function runStack(
  options: { dataDir?: string; env?: Record<string, string>; onStderr?: (chunk: string) => void } = {},
) {
  const redis = await benchRedis()
  if (redis) console.log('with REDIS_URL: a Redis of its own (BENCH_REDIS=1)')
  const stack = await startStack({
    dataDir: options.dataDir,
    env: { ...benchPorts, LOG_LEVEL: 'warn', ...(redis ? { REDIS_URL: redis.url } : {}), ...options.env },
    onStderr: options.onStderr,
  })
  return {
    ...stack,
    stop: async () => {
      await stack.stop()
      await redis?.stop()
    },
    serverUrl: `http://localhost:${options.env?.PORT ?? benchPorts.PORT}/server`,
  }
}
