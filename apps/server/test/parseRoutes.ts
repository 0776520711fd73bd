import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

type PromiseRoute = { method: string; path: string }
type ExpressLayer = { route?: { path: string; methods: Record<string, boolean> } }

/**
 * Every route Parse Server serves below its mount, as `METHOD /path`, read from Parse itself: its
 * REST routers, its file and email-page routers, and its health route. (CommonJS, untyped.)
 */
export function parseRoutes(): string[] {
  const ParseServer = require('parse-server/lib/ParseServer.js').default as {
    promiseRouter(options: { appId: string; options: object }): { routes: PromiseRoute[] }
  }
  const { FilesRouter } = require('parse-server/lib/Routers/FilesRouter.js') as {
    FilesRouter: new () => { expressRouter(options: object): { stack: ExpressLayer[] } }
  }
  const { PagesRouter } = require('parse-server/lib/Routers/PagesRouter.js') as {
    PagesRouter: new (options: object) => { routes: PromiseRoute[] }
  }
  const rest = ParseServer.promiseRouter({ appId: 'routes', options: {} }).routes
  const files = new FilesRouter()
    .expressRouter({})
    .stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route?.path }))
        : [],
    )
  const pages = new PagesRouter({}).routes
  return [...rest, ...files, ...pages, { method: 'GET', path: '/health' }].map(
    (route) => `${route.method} ${route.path}`,
  )
}
