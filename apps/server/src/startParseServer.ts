import type { Server } from 'node:http'
import { commitSessionsWithoutWaiting, readSyncedTableNames, withSchemaLock } from '@vitrine/db'
import type express from 'express'
import ParseSdk from 'parse/node'
import { ParseServer } from 'parse-server'
import { createAnalyticsAdapter } from './analytics/createAnalyticsAdapter.ts'
import { elevateCloudCodeWrites } from './cloudCode/elevateCloudCodeWrites.ts'
import { loadCloudCode } from './cloudCode/loadCloudCode.ts'
import type { ServerConfig } from './config.ts'
import type { ServerParts } from './createServerParts.ts'
import { UPLOAD_BYTES_WINDOW_MS } from './files/registerFileTriggers.ts'
import { parseLogAdapter } from './http/parseLogAdapter.ts'
import { liveQueryPubSub } from './liveQuery/liveQueryPubSub.ts'
import { parseServerOptions } from './parseServerOptions.ts'
import { applyClassPermissions } from './permissions/applyClassPermissions.ts'
import { cloudFunctionNames } from './permissions/cloudFunctionNames.ts'
import { FUNCTION_ACCESS } from './permissions/functionAccess.ts'
import { readMissingAppClassesAsEmpty } from './permissions/readMissingAppClasses.ts'
import { registerCloudCode } from './registerCloudCode.ts'
import { createEmailChangeBudget, EMAIL_CHANGES_WINDOW_MS } from './users/emailChangeBudget.ts'
import { ensureUserSchema } from './users/ensureUserSchema.ts'

type ParseServerInstance = {
  start(): Promise<unknown>
  app: express.Express
  server: Server
  handleShutdown(): Promise<void>
}

export type StartedParse = Awaited<ReturnType<typeof startParseServer>>

/**
 * Starts Parse Server on the server's parts, with our cloud code, and sets its schema up: its
 * tables, every class's permissions, our user fields. Parse's express app is mounted by the caller.
 */
export async function startParseServer(config: ServerConfig, parts: ServerParts) {
  const { pool, budgets, log } = parts
  // Cloud code's Parse SDK: in-process, with the master key once the server has started.
  let cloudParse: typeof import('parse/node') | undefined
  const inProcessParse = () => {
    if (!cloudParse) throw new Error('Parse Server started without running cloud code.')
    return cloudParse
  }
  // The operator's cloud code (CLOUD_CODE), read before Parse is built: its functions' names open
  // their route. A file that fails to load stops the start here, with a CloudCodeLoadError.
  const operatorCode = config.cloudCode
    ? loadCloudCode(config.cloudCode, {
        Parse: ParseSdk as unknown as typeof import('parse/node'),
        table: parts.functions,
        log,
        appId: config.appId,
      })
    : null
  // One pub/sub for this process's saves and its live query server.
  const pubSub = liveQueryPubSub(config)
  const options = parseServerOptions(config, {
    operatorFunctions: operatorCode?.functionNames ?? [],
    liveQueryPubSub: pubSub,
    cloud: (Parse) => {
      cloudParse = Parse
      registerCloudCode(
        Parse,
        {
          pageViews: parts.pageViews,
          nft: parts.nft,
          moralis: parts.moralis,
          market: parts.market,
          onramp: { onramp: parts.sources.onramp, store: parts.onrampStore },
          swap: { swap: parts.sources.swap },
          rarible: { raribleApi: parts.sources.raribleApi },
          uploads: {
            store: budgets.storeFor('upload:'),
            perMinute: config.files.uploadsPerMinute,
            bytes: budgets.counterFor('uploadbytes:', UPLOAD_BYTES_WINDOW_MS),
            bytesPerDay: config.files.uploadBytesPerDay,
          },
          emailChanges: createEmailChangeBudget(
            budgets.counterFor('emailchange:', EMAIL_CHANGES_WINDOW_MS),
            config.budgets.emailChangesPerDay,
          ),
          metadata: parts.metadata,
          eventSync: { pool, chainId: config.chainId },
          create: {
            chainId: config.chainId,
            collectionFactory: config.collectionFactory ?? null,
            maxUploadBytes: config.files.maxBytes,
          },
        },
        { table: parts.functions, cache: parts.readCache, log },
      )
      operatorCode?.register(Parse)
    },
    ethereumAuthAdapter: parts.signIn.ethereumAuthAdapter,
    moralisEthAuthAdapter: parts.signIn.moralisEthAuthAdapter,
    analyticsAdapter: createAnalyticsAdapter(parts.pageViews),
    loggerAdapter: parseLogAdapter(log, parts.clientLines),
    filesAdapter: parts.filesAdapter,
    cacheAdapter: parts.parseCache,
  })
  // Parse Server's typings describe neither its class nor custom auth modules; this is what we use.
  const api = new (ParseServer as unknown as new (options: object) => ParseServerInstance)(options)
  // One process at a time sets Parse's schema up: Parse's own start (its tables and indexes, which
  // processes starting together would race to create), then every class's permissions as the
  // table says (permissions/), all before the first request.
  const { parseApp, classes } = await withSchemaLock(pool, async () => {
    await api.start()
    // Parse builds its app on first use, and only then routes cloud code's SDK calls in-process.
    const parseApp = api.app
    const Parse = inProcessParse()
    if (operatorCode) elevateCloudCodeWrites(Parse)
    readMissingAppClassesAsEmpty()
    const classes = await applyClassPermissions(Parse, await readSyncedTableNames(pool, config.chainId))
    await ensureUserSchema(Parse, pool)
    await commitSessionsWithoutWaiting(pool)
    return { parseApp, classes }
  })
  return {
    api,
    options,
    pubSub,
    parseApp,
    inProcessParse,
    /** Classes in the schema and cloud functions the permission tables do not know: closed to clients. */
    undecided: {
      classes: classes.undecided,
      functions: cloudFunctionNames(config.appId).filter(
        (name) => !Object.hasOwn(FUNCTION_ACCESS, name) && !operatorCode?.functionNames.includes(name),
      ),
    },
  }
}
