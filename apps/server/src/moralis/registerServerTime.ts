type ParseStatic = typeof import('parse/node')

/**
 * `getServerTime` → `{ dateTime }` (milliseconds since 1970): moralis-v1 stamps the message a
 * wallet signs with it (`Id: <appId>:<dateTime>`), and the `moralisEth` adapter checks its age.
 */
export function registerServerTime(Parse: ParseStatic, now: () => number = Date.now) {
  Parse.Cloud.define('getServerTime', () => ({ dateTime: now() }))
}
