// parse-dashboard ships no types; this is the one constructor we use.
declare module 'parse-dashboard' {
  import type { RequestHandler } from 'express'

  const ParseDashboard: new (config: object, options?: object) => RequestHandler
  export default ParseDashboard
}
