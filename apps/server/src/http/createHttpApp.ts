import { ONRAMP_WEBHOOK_PATH } from '@vitrine/api'
import express from 'express'
import type { ServerConfig } from '../config.ts'
import type { ServerParts } from '../createServerParts.ts'
import { fileServeHeaders } from '../files/fileServeHeaders.ts'
import { IPFS_PATH } from '../files/ipfsFiles.ts'
import { ipfsGatewayHandler } from '../files/ipfsGatewayHandler.ts'
import { sdkFileUpload } from '../files/sdkFileUpload.ts'
import { uploadGuard } from '../files/uploadGuard.ts'
import { createMediaService } from '../media/createMediaService.ts'
import { mediaHandler } from '../media/mediaHandler.ts'
import { createPictureSources } from '../media/pictureSources.ts'
import { METADATA_PATH } from '../metadata/createMetadataHost.ts'
import { metadataHandler } from '../metadata/metadataHandler.ts'
import { ethAddressClass } from '../moralis/ethAddressClass.ts'
import { WEB3_API_FUNCTIONS } from '../moralis/web3ApiFunctionNames.ts'
import { LIVE_STREAM_PATH } from '../orderBook/liveStream.ts'
import { closedPathGuard } from '../permissions/closedPathGuard.ts'
import { onrampWebhookHandler } from '../sources/fiat/onrampWebhookHandler.ts'
import type { StartedParse } from '../startParseServer.ts'
import { extraUserFields } from '../users/extraUserFields.ts'
import { sessionUserLookup } from '../users/sessionUser.ts'
import { allowOrigin } from './allowOrigin.ts'
import { badRequestLog } from './badRequestLog.ts'
import { fastFunctions } from './fastFunctions.ts'
import { finalErrorHandler } from './finalErrorHandler.ts'
import { functionParameters } from './functionParameters.ts'
import { healthHandler } from './healthHandler.ts'
import { jsonBody } from './jsonBody.ts'
import { mountDashboard } from './mountDashboard.ts'
import { overBudgetStatus } from './overBudget.ts'
import { parseCorsHeaders } from './parseCorsHeaders.ts'
import { queryParameters } from './queryParameters.ts'
import { rateLimits } from './rateLimits.ts'
import { requestGuards } from './requestGuards.ts'
import { responseHeaders } from './responseHeaders.ts'
import { serveDemoAssets } from './serveDemoAssets.ts'
import { unavailableStatus } from './unavailableStatus.ts'
import { web3ApiWithoutAppId } from './web3ApiWithoutAppId.ts'

/**
 * The HTTP pipeline, in the order a request meets it: our headers, the routes served beside Parse
 * (media, metadata, health, live stream, webhooks), then below the mount path our guards in front
 * of Parse's app, the dashboard and demo assets, and the last error handler.
 */
export async function createHttpApp(config: ServerConfig, parts: ServerParts, parse: StartedParse) {
  const { pool, log, clientLines, budgets } = parts
  const app = express()
  app.disable('x-powered-by')
  // Before anything reads `request.ip` (the rate limits; Parse, mounted below, inherits it).
  app.set('trust proxy', config.trustProxy)
  app.use(responseHeaders(config.corsOrigins), badRequestLog(log, clientLines))
  // Pictures beside the API, not through Parse: no app id, no session, no JSON body to parse.
  const mediaLog = log.child({ part: 'media' })
  const media = createMediaService({
    sources: createPictureSources(pool, config.chainId),
    chainId: config.chainId,
    config: config.media,
    log: mediaLog,
  })
  app.use('/media', mediaHandler(media, mediaLog))
  app.use(METADATA_PATH, metadataHandler(parts.metadata))
  app.use(IPFS_PATH, ipfsGatewayHandler(parts.ipfsFiles))
  app.get(`${config.mountPath}/health`, healthHandler(pool))
  app.get(`${config.mountPath}${LIVE_STREAM_PATH}`, parts.live.handler)
  // The on-ramp provider's webhooks: raw bytes (the signature covers them), so before Parse's JSON body.
  const { onramp } = parts.sources
  if (onramp)
    app.post(`${config.mountPath}${ONRAMP_WEBHOOK_PATH}`, ...onrampWebhookHandler(onramp, parts.onrampStore, log))
  app.use(
    config.mountPath,
    allowOrigin(parseCorsHeaders(parse.options)),
    rateLimits(
      {
        authPerMinute: config.authRateLimitPerMinute,
        pageViewsPerMinute: config.budgets.pageViewsPerMinute,
        postOrdersPerMinute: config.budgets.postOrdersPerMinute,
      },
      budgets.storeFor,
      (error) => {
        // An outage of the budgets' store: its cause once, within the lines clients may cause.
        if (clientLines.take()) log.warn({ err: error }, 'rate-limit budget store unavailable')
      },
    ),
    sdkFileUpload({ appId: config.appId, maxBytes: config.files.maxBytes, ipfs: parts.ipfsFiles, log }),
    uploadGuard({ maxBytes: config.files.maxBytes }),
    fileServeHeaders(),
    jsonBody(),
    web3ApiWithoutAppId(config.appId, WEB3_API_FUNCTIONS),
    queryParameters(),
    functionParameters(),
    requestGuards(),
    unavailableStatus(),
    overBudgetStatus(),
    closedPathGuard(),
    extraUserFields(),
    parts.signIn.earlyChecks.middleware,
    ethAddressClass(config.appId, sessionUserLookup(parse.inProcessParse)),
    fastFunctions({ appId: config.appId, routes: parts.functions.fast, log }),
    parse.parseApp,
  )
  if (config.dashboard) await mountDashboard(app, config)
  if (config.demoAssetsDir) app.use('/demo', serveDemoAssets(config.demoAssetsDir))
  app.use(finalErrorHandler(log))
  return app
}
