import type { Server } from 'node:http'
import type { Logger } from '@vitrine/runtime/logger'
import { ParseServer } from 'parse-server'
import type { ServerConfig } from '../config.ts'
import type { LeaseStore } from '../http/rateLimitStores/leaseStore.ts'
import { classAccessOf } from '../permissions/classAccess.ts'
import { createGuardedSocketServer } from './guardedSocketServer.ts'
import type { LiveQueryPubSub } from './liveQueryPubSub.ts'
import { createLiveQuerySocketBudget, SOCKET_LEASE_MS } from './liveQuerySocketBudget.ts'

export { SOCKET_LEASE_MS }

type LiveQueryServer = { shutdown(): Promise<void>; subscriber?: { close?: () => Promise<unknown> } }
type SchemaReader = { Schema: new (className: string) => { get(): Promise<{ classLevelPermissions?: unknown }> } }

export type LiveQueryDeps = {
  httpServer: Server
  pubSub: LiveQueryPubSub
  /** Parse Server's options (its live query server reads users, sessions and roles with them). */
  parseOptions: object
  /** Cloud code's in-process SDK, with the master key: reads a class's permissions. */
  parse: () => SchemaReader
  leases: LeaseStore
  logger: Logger
}

/** How long a class's protected fields, once read, are believed. */
const SCHEMA_TTL_MS = 5_000

/**
 * Parse's LiveQuery server on the backend's own port and mount path (the URL moralis-v1 and the
 * Parse SDK derive from `serverUrl`), in every worker, behind our guards (guardedSocketServer.ts).
 * Parse decides what each subscriber receives (class-level permissions, ACLs, protected fields);
 * the master key is never accepted on a socket.
 */
export async function startLiveQueryServer(config: ServerConfig, deps: LiveQueryDeps) {
  const budget = createLiveQuerySocketBudget({
    leases: deps.leases,
    perClient: config.liveQuery.socketsPerClient,
    logger: deps.logger,
  })
  const known = new Map<string, { at: number; value: boolean }>()
  const hasProtectedFields = async (className: string) => {
    if ((classAccessOf(className)?.protectedFields.length ?? 0) > 0) return true
    const cached = known.get(className)
    if (cached && Date.now() - cached.at < SCHEMA_TTL_MS) return cached.value
    let permissions: { protectedFields?: Record<string, unknown> } | undefined
    try {
      const schema = await new (deps.parse().Schema)(className).get()
      permissions = schema.classLevelPermissions as typeof permissions
    } catch (error) {
      // A class that does not exist has nothing to protect (Parse subscribes, no event comes).
      if ((error as { code?: number }).code === 103) return false
      deps.logger.warn({ err: error, className }, 'live queries: a class permissions could not be read; refused')
      return true
    }
    const value = Object.values(permissions?.protectedFields ?? {}).some(
      (fields) => Array.isArray(fields) && fields.length > 0,
    )
    if (known.size > 1_000) known.clear()
    known.set(className, { at: Date.now(), value })
    return value
  }
  const sockets = createGuardedSocketServer({
    httpServer: deps.httpServer,
    mountPath: config.mountPath,
    trustProxy: config.trustProxy,
    budget,
    limits: {
      subscriptionsPerSocket: config.liveQuery.subscriptionsPerSocket,
      messagesPerMinute: config.liveQuery.messagesPerMinute,
    },
    hasProtectedFields,
    logger: deps.logger,
  })
  const server = (await (
    ParseServer as unknown as {
      createLiveQueryServer(httpServer: Server, config: object, options: object): Promise<LiveQueryServer>
    }
  ).createLiveQueryServer(
    deps.httpServer,
    {
      ...deps.pubSub,
      wssAdapter: () => sockets,
      // No key pairs: a client needs none, and the master key is not one Parse accepts here.
      keyPairs: {},
    },
    deps.parseOptions,
  )) as LiveQueryServer
  // Parse's shutdown closes an open subscriber twice; Redis's client refuses the second close and
  // Parse logs it as an error at every stop. One close, shared by both calls.
  const subscriber = server.subscriber
  const closeSubscriber = subscriber?.close?.bind(subscriber)
  if (subscriber && closeSubscriber) {
    let closing: Promise<unknown> | undefined
    subscriber.close = () => {
      closing ??= closeSubscriber()
      return closing
    }
  }
  return {
    /** Ends every socket and gives its slot back: before the budgets' store and the database close. */
    async close() {
      sockets.close()
      await server.shutdown()
      await budget.close()
    },
  }
}

export type StartedLiveQuery = Awaited<ReturnType<typeof startLiveQueryServer>>
