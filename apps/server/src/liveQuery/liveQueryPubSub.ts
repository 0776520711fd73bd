import type { ServerConfig } from '../config.ts'
import { createClusterPubSub } from './clusterPubSub.ts'

/**
 * How live query events travel, the same for Parse's publisher (every save) and its live query
 * server (the sockets): with REDIS_URL through Redis, across every process and machine; without,
 * between the workers of one primary (clusterPubSub.ts).
 */
export function liveQueryPubSub(config: Pick<ServerConfig, 'redisUrl'>) {
  return config.redisUrl ? { redisURL: config.redisUrl } : { pubSubAdapter: createClusterPubSub() }
}

export type LiveQueryPubSub = ReturnType<typeof liveQueryPubSub>
