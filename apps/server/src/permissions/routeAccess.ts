import type { Audience } from './classAccess.ts'

/**
 * Who may call a route without the master key. `byClass` and `byFunction` defer to the class
 * and cloud-function tables (the route is open for the classes and functions they open).
 */
export type RouteAudience = Audience | 'byClass' | 'byFunction'

export type RouteAccess = {
  who: RouteAudience
  /** Narrows a path parameter to these values (any other is closed). */
  only?: { param: string; values: readonly string[] }
  why: string
}

/** Each audience's entries, so that an entry reads as its rule: `owner('a user deletes their own account')`. */
const rule =
  (who: RouteAudience) =>
  (why: string): RouteAccess => ({ who, why })
const anyone = rule('anyone')
const signedIn = rule('signedIn')
const owner = rule('owner')
const closed = rule('closed')
const byClass = rule('byClass')
const byFunction = rule('byFunction')

/**
 * Every route Parse Server serves below the mount, by method and path as Parse declares them.
 * Parse's `routeAllowList` (derived from this table) refuses the closed ones before they run; the
 * rest still pass Parse's own checks (class-level permissions, ACLs, master-key routes).
 * A route Parse adds in an upgrade, without an entry here, is closed and fails the permission test.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /classes/:className': byClass('find and count, as the class table says'),
  'GET /classes/:className/:objectId': byClass('get, as the class table says'),
  'POST /classes/:className': byClass('create, as the class table says'),
  'PUT /classes/:className/:objectId': byClass('update, as the class table says'),
  'DELETE /classes/:className/:objectId': byClass('delete, as the class table says'),
  'GET /users': closed('finding accounts (`_User` find and count are closed)'),
  'POST /users': anyone('sign-up, and wallet sign-in with `authData`'),
  'GET /users/me': signedIn('the signed-in user, all their fields'),
  'GET /users/:objectId': owner('a user fetches their own record'),
  'PUT /users/:objectId': owner('a user saves their own record (setUserData, linking a wallet)'),
  'DELETE /users/:objectId': owner('a user deletes their own account'),
  'GET /login': anyone('password log-in (rate-limited)'),
  'POST /login': anyone('password log-in (rate-limited)'),
  'POST /loginAs': closed('operators only: a session as any user'),
  'POST /logout': anyone('ends the session sent, if any'),
  'POST /requestPasswordReset': closed('no email adapter is configured'),
  'POST /verificationEmailRequest': closed('no email adapter is configured'),
  'GET /verifyPassword': anyone('checks a password without a session (rate-limited with log-in)'),
  'POST /verifyPassword': anyone('checks a password without a session (rate-limited with log-in)'),
  'POST /challenge': anyone('the Sign-In with Ethereum message to sign (rate-limited)'),
  'GET /sessions/me': closed('sessions are Parse-internal; `users/me` says who is signed in'),
  'GET /sessions': closed('sessions are Parse-internal'),
  'GET /sessions/:objectId': closed('sessions are Parse-internal'),
  'POST /sessions': closed('sessions are made by log-in only'),
  'PUT /sessions/:objectId': closed('sessions are Parse-internal'),
  'DELETE /sessions/:objectId': closed('log-out ends a session'),
  'POST /upgradeToRevocableSession': closed('every session is revocable already'),
  'GET /roles': closed('no roles are used'),
  'GET /roles/:objectId': closed('no roles are used'),
  'POST /roles': closed('no roles are used'),
  'PUT /roles/:objectId': closed('no roles are used'),
  'DELETE /roles/:objectId': closed('no roles are used'),
  'POST /events/AppOpened': closed('only page views are recorded'),
  'POST /events/:eventName': {
    who: 'anyone',
    only: { param: 'eventName', values: ['pageview'] },
    why: 'page views (`events/pageview`); no other event',
  },
  'GET /installations': closed('nothing sends push notifications'),
  'GET /installations/:objectId': closed('nothing sends push notifications'),
  'POST /installations': closed('nothing sends push notifications'),
  'PUT /installations/:objectId': closed('nothing sends push notifications'),
  'DELETE /installations/:objectId': closed('nothing sends push notifications'),
  'POST /functions/:functionName': byFunction('cloud functions, as the function table says'),
  'POST /jobs/:jobName': closed('cloud jobs: operators only'),
  'POST /jobs': closed('cloud jobs: operators only'),
  'GET /schemas': closed('the schema: operators only'),
  'GET /schemas/:className': closed('the schema: operators only'),
  'POST /schemas': closed('the schema: operators only'),
  'POST /schemas/:className': closed('the schema: operators only'),
  'PUT /schemas/:className': closed('the schema: operators only'),
  'DELETE /schemas/:className': closed('the schema: operators only'),
  'POST /push': closed('no push'),
  'GET /scriptlog': closed('server logs: operators only'),
  'GET /serverInfo': closed('server features: operators only'),
  'GET /config': closed('Parse Config is not used'),
  'PUT /config': closed('Parse Config is not used'),
  'GET /graphql-config': closed('the GraphQL API is not mounted'),
  'PUT /graphql-config': closed('the GraphQL API is not mounted'),
  'DELETE /purge/:className': closed('operators only'),
  'GET /hooks/functions': closed('webhooks: operators only'),
  'GET /hooks/triggers': closed('webhooks: operators only'),
  'GET /hooks/functions/:functionName': closed('webhooks: operators only'),
  'GET /hooks/triggers/:className/:triggerName': closed('webhooks: operators only'),
  'POST /hooks/functions': closed('webhooks: operators only'),
  'POST /hooks/triggers': closed('webhooks: operators only'),
  'PUT /hooks/functions/:functionName': closed('webhooks: operators only'),
  'PUT /hooks/triggers/:className/:triggerName': closed('webhooks: operators only'),
  'GET /cloud_code/jobs': closed('cloud jobs: operators only'),
  'GET /cloud_code/jobs/data': closed('cloud jobs: operators only'),
  'POST /cloud_code/jobs': closed('cloud jobs: operators only'),
  'PUT /cloud_code/jobs/:objectId': closed('cloud jobs: operators only'),
  'DELETE /cloud_code/jobs/:objectId': closed('cloud jobs: operators only'),
  'GET /push_audiences': closed('no push'),
  'GET /push_audiences/:objectId': closed('no push'),
  'POST /push_audiences': closed('no push'),
  'PUT /push_audiences/:objectId': closed('no push'),
  'DELETE /push_audiences/:objectId': closed('no push'),
  'GET /aggregate/:className': closed('aggregation: operators only'),
  'GET /security': closed('the security check report: operators only'),
  'POST /validate_purchase': closed('the in-app purchase API is off'),
  'POST /batch': anyone('several calls in one; each is checked as if sent on its own'),
  // Files: Parse's own upload and delete rules (not covered by its route allow list).
  'GET /files/:appId/*filepath': anyone('a stored file, by its URL'),
  'GET /files/:appId/metadata/*filepath': anyone("a stored file's metadata, by its URL"),
  'POST /files': anyone('answers that a file name is needed; stores nothing'),
  'POST /files/:filename': signedIn('file upload: signed-in users only'),
  'DELETE /files/*filepath': closed('deleting files: operators only'),
  // Parse's email pages (verify email, reset password): no email adapter, so closed by our guard.
  'GET /apps/:appId/verify_email': closed('no email adapter is configured'),
  'POST /apps/:appId/resend_verification_email': closed('no email adapter is configured'),
  'GET /apps/choose_password': closed('no email adapter is configured'),
  'POST /apps/:appId/request_password_reset': closed('no email adapter is configured'),
  'GET /apps/:appId/request_password_reset': closed('no email adapter is configured'),
  'GET /apps/*resource': closed('no email adapter is configured'),
  'GET /health': anyone('liveness of the server and its database'),
}

/** Path prefixes Parse serves before its route allow list applies; our guard closes the closed ones. */
export const OUTSIDE_ALLOW_LIST = ['/files', '/apps', '/health'] as const
