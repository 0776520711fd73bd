import type { ServerConfig } from './config.ts'
import { liveQueryClassNames } from './liveQuery/liveQueryClasses.ts'
import { CLASS_ACCESS } from './permissions/classAccess.ts'
import { protectedFieldsOption } from './permissions/classLevelPermissions.ts'
import { routeAllowList } from './permissions/routeAllowList.ts'

export type ParseServerDeps = {
  cloud: (Parse: typeof import('parse/node')) => void
  ethereumAuthAdapter: object
  moralisEthAuthAdapter: object
  analyticsAdapter: object
  /** Parse's log lines, into our logger (see http/parseLogAdapter.ts). */
  loggerAdapter: object
  /** Where uploads are kept (files/createFilesAdapter.ts). */
  filesAdapter: object
  /** Sessions' users and users' roles: shared in Redis, or not cached (cache/parseCacheAdapter.ts). */
  cacheAdapter: object
  /** The cloud functions the operator's cloud code defines (CLOUD_CODE): open to clients. */
  operatorFunctions?: readonly string[]
  /** Where saves publish live query events (liveQuery/liveQueryPubSub.ts). */
  liveQueryPubSub: object
}

const logLevels = { debug: 'verbose', info: 'info', warn: 'warn', error: 'error', silent: 'error' } as const

/**
 * Parse Server options with safe defaults. Options whose defaults a later Parse Server changes are
 * set explicitly, so a start is quiet and behaviour does not shift under an upgrade.
 */
export function parseServerOptions(config: ServerConfig, deps: ParseServerDeps) {
  return {
    appId: config.appId,
    masterKey: config.masterKey,
    // The master key opens everything: accepted from this machine only unless MASTER_KEY_IPS says.
    masterKeyIps: config.masterKeyIps,
    serverURL: `http://127.0.0.1:${config.port}${config.mountPath}`,
    publicServerURL: config.serverUrl,
    databaseURI: config.databaseUrl,
    // Several processes serve one database (workers, instances): a schema change one makes
    // reaches the others' schema caches through LISTEN/NOTIFY, not only at their restart.
    databaseOptions: { enableSchemaHooks: true },
    // Never Parse's default, a cache per process: a log-out in one worker would stay unseen by the
    // others (a session still valid after its log-out).
    cacheAdapter: deps.cacheAdapter,
    cloud: deps.cloud,
    auth: { ethereum: { module: deps.ethereumAuthAdapter }, moralisEth: { module: deps.moralisEthAuthAdapter } },
    // moralis-v1 sends these with its Web3 API calls: a browser asks first whether it may.
    allowHeaders: ['x-moralis-platform', 'x-moralis-platform-version', 'x-moralis-build-target'],
    analyticsAdapter: deps.analyticsAdapter,
    loggerAdapter: deps.loggerAdapter,

    // Accounts and permissions (see permissions/: the tables decide every class and route).
    allowClientClassCreation: false,
    enableAnonymousUsers: false,
    // A new account's ACL names its owner alone; a public profile is what getProfile publishes.
    enforcePrivateUsers: true,
    protectedFields: protectedFieldsOption(CLASS_ACCESS),
    routeAllowList: routeAllowList(deps.operatorFunctions),
    ...(config.corsOrigins ? { allowOrigin: config.corsOrigins } : {}),
    sessionLength: config.sessionLengthSeconds,
    expireInactiveSessions: true,

    // Logging: our logger prints what matters (Parse's lines go through it); Parse writes no log
    // files. A client's mistake is one rate-limited line of the bad-request log, not Parse's.
    logsFolder: null,
    logLevel: logLevels[config.logLevel],
    silent: config.logLevel === 'silent',
    // Parse serialises every call's input and result for these lines, even when the level hides
    // them: a cost on each request (a page of NFTs is kilobytes), so they exist only in debug.
    logLevels: {
      cloudFunctionSuccess: config.logLevel === 'debug' ? 'verbose' : 'silent',
      triggerAfter: config.logLevel === 'debug' ? 'verbose' : 'silent',
      triggerBeforeSuccess: config.logLevel === 'debug' ? 'verbose' : 'silent',
      cloudFunctionError: 'silent',
      triggerBeforeError: 'silent',
      signupUsernameTaken: 'silent',
    },

    // Files: signed-in users upload pictures (files/uploadGuard.ts checks their bytes first; this
    // list of extensions is a second lock), into the folder or bucket of the files adapter.
    filesAdapter: deps.filesAdapter,
    // Above our own limit, which uploadGuard.ts applies with a clear answer before Parse reads.
    maxUploadSize: `${Math.ceil(config.files.maxBytes / 1_048_576) + 1}mb`,
    fileUpload: {
      enableForPublic: false,
      enableForAnonymousUser: false,
      enableForAuthenticatedUser: true,
      // json: a minter's metadata saved with saveIPFS (files/ipfsJsonDocuments.ts), nowhere else.
      fileExtensions: ['^(png|jpg|gif|webp|avif|svg|json)$'],
      // Set explicitly to the safe value of the coming default (see Parse Server's Deprecations.js).
      allowedFileUrlDomains: [],
    },
    pages: { encodePageParamHeaders: true },
    readOnlyMasterKeyIps: ['127.0.0.1', '::1'],
    requestComplexity: {
      includeDepth: 10,
      includeCount: 100,
      subqueryDepth: 10,
      queryDepth: 10,
      graphQLDepth: 20,
      graphQLFields: 200,
      batchRequestLimit: 100,
    },
    enableProductPurchaseLegacyApi: false,
    allowExpiredAuthDataToken: false,
    // Live queries: every save of a class clients may read is published; the live query server
    // (liveQuery/startLiveQueryServer.ts) gives each subscriber what its permissions allow.
    liveQuery: { classNames: liveQueryClassNames(), ...deps.liveQueryPubSub },
    // A user reads all of their own fields (their email included); others do not.
    protectedFieldsOwnerExempt: true,
    protectedFieldsTriggerExempt: true,
    protectedFieldsSaveResponseExempt: false,
    installation: { duplicateDeviceTokenActionEnforceAuth: true },
    allowAggregationForReadOnlyMasterKey: false,
  }
}
