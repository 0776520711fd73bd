import type { RequestHandler } from 'express'

/**
 * Runs `handlers` in turn for the given methods only; any other request passes straight on,
 * CORS preflights (OPTIONS) among them: those must reach Parse Server, which sets the headers.
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
