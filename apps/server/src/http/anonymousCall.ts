import type { Request } from 'express'

/** A cloud function call that carries no identity: what Parse Server would hand the function. */
export type AnonymousCall = { params: Record<string, unknown>; installationId: string | undefined }

/** Headers that make Parse treat a call as someone's (or refuse it): such calls are Parse's. */
const IDENTITY_HEADERS = [
  'x-parse-session-token',
  'x-parse-master-key',
  'x-parse-maintenance-key',
  'x-parse-cloud-context',
  'authorization',
]
/** Body keys Parse reads as identity, context or method: a call carrying any of them is Parse's. */
const IDENTITY_KEYS = ['_SessionToken', '_MasterKey', '_context', '_ContentType', '_method']
/** Body keys the Parse JS SDK (and moralis-v1) sends beside the parameters; Parse drops them. */
const SDK_KEYS = ['_ApplicationId', '_JavaScriptKey', '_ClientVersion', '_InstallationId', '_RevocableSession']

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The parameters and installation of a call to `/functions/<name>` of the app `appId` that
 * Parse Server would run with no user and no master key, read as Parse's `handleParseHeaders`
 * and `allowMethodOverride` read them: the app id from its header, or from the body's
 * `_ApplicationId` as the JS SDKs post it (text/plain) with their own keys dropped. Null for
 * anything else (a session, a key, a context, a method override, a query string, a multipart
 * body, an unknown app): Parse answers those itself. Runs after jsonBody, so the body is a JSON
 * object or absent.
 */
export function anonymousCall(request: Request, appId: string): AnonymousCall | null {
  const { headers } = request
  if (IDENTITY_HEADERS.some((name) => headers[name] !== undefined)) return null
  // Parse merges the query into the parameters (parsed its own way); no client of ours sends one.
  if (request.url.includes('?')) return null
  if ((headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) return null
  const body: unknown = request.body ?? {}
  if (!isPlainObject(body) || IDENTITY_KEYS.some((key) => Object.hasOwn(body, key))) return null
  const params: Record<string, unknown> = { ...body }
  // Parse drops it whoever calls (the Unity SDK sends it).
  delete params._noBody
  const installationHeader = headers['x-parse-installation-id']
  if (headers['x-parse-application-id'] === appId) {
    return { params, installationId: typeof installationHeader === 'string' ? installationHeader : undefined }
  }
  // No app id in the headers (or another app's, which Parse ignores): the body must name ours.
  if (body._ApplicationId !== appId) return null
  const installationId = body._InstallationId
  // Parse refuses a non-text installation id, and keeps a falsy one among the parameters.
  if (Object.hasOwn(body, '_InstallationId') && (typeof installationId !== 'string' || installationId === '')) {
    return null
  }
  for (const key of SDK_KEYS) delete params[key]
  if (typeof installationId === 'string') return { params, installationId }
  return { params, installationId: typeof installationHeader === 'string' ? installationHeader : undefined }
}
