import type { RequestHandler } from 'express'

/**
 * Runs `handlers` in turn for the given methods only; any other request passes straight on.
 * Mounted with `router.all`, so Express does not answer CORS preflights (OPTIONS) itself:
 * those must reach Parse Server, which sets the CORS headers.
 */
export function forMethods(methods: string[], ...handlers: RequestHandler[]): RequestHandler {
  return (request, response, next) => {
    if (!methods.includes(request.method)) return next()
    let index = 0
    const step = (error?: unknown) => {
      const handler = handlers[index++]
      if (error || !handler) return next(error)
      handler(request, response, step)
    }
    step()
  }
}
