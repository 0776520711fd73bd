import type { ServerConfig } from './config.ts'

export type ParseServerDeps = {
  cloud: (Parse: typeof import('parse/node')) => void
  ethereumAuthAdapter: object
  analyticsAdapter: object
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
    masterKeyIps: ['0.0.0.0/0', '::/0'],
    serverURL: `http://127.0.0.1:${config.port}${config.mountPath}`,
    publicServerURL: config.serverUrl,
    databaseURI: config.databaseUrl,
    cloud: deps.cloud,
    auth: { ethereum: { module: deps.ethereumAuthAdapter } },
    analyticsAdapter: deps.analyticsAdapter,

    // Accounts and permissions
    allowClientClassCreation: false,
    enableAnonymousUsers: false,
    // Profiles (username, wallet) are public, as on any marketplace; protectedFields hides email.
    enforcePrivateUsers: false,
    protectedFields: { _User: { '*': ['email'] } },
    sessionLength: config.sessionLengthSeconds,
    expireInactiveSessions: true,

    // Logging: our logger prints what matters; Parse writes no log files.
    logsFolder: null,
    logLevel: logLevels[config.logLevel],
    silent: config.logLevel === 'silent',
    // Parse serialises every call's input and result for these lines, even when the level hides
    // them: a cost on each request (a page of NFTs is kilobytes), so they exist only in debug.
    logLevels: {
      cloudFunctionSuccess: config.logLevel === 'debug' ? 'verbose' : 'silent',
      triggerAfter: config.logLevel === 'debug' ? 'verbose' : 'silent',
      triggerBeforeSuccess: config.logLevel === 'debug' ? 'verbose' : 'silent',
    },

    // Set explicitly to the safe value of the coming default (see Parse Server's Deprecations.js).
    fileUpload: { allowedFileUrlDomains: [] },
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
    // A user reads all of their own fields (their email included); others do not.
    protectedFieldsOwnerExempt: true,
    protectedFieldsTriggerExempt: true,
    protectedFieldsSaveResponseExempt: false,
    installation: { duplicateDeviceTokenActionEnforceAuth: true },
    allowAggregationForReadOnlyMasterKey: false,
  }
}
