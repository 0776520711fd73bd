import type { RequestHandler } from 'express'
import Parse from 'parse/node'

/**
 * Parse's code of a request over one of its budgets (an upload quota, email changes, a maker's
 * orders), thrown by cloud code: answered HTTP 429 with `Retry-After` by {@link overBudgetStatus}.
 * (The budgets checked in front of Parse, rateLimits.ts, answer 429 themselves.)
 */
export const OVER_BUDGET = Parse.Error.REQUEST_LIMIT_EXCEEDED

/** When the refusal did not say (one relayed from the order book's worker): a minute. */
const DEFAULT_RETRY_SECONDS = 60

/**
 * When each refused request may try again, by its headers object: Parse hands cloud code the very
 * `request.headers` of the HTTP request (`req.config.headers`), the one link from a trigger back
 * to its answer. Weak: nothing outlives the request.
 */
const retryAfterOf = new WeakMap<object, number>()

/** Whole seconds from now until `time`, at least 1. */
export const secondsUntil = (time: Date) => Math.max(1, Math.ceil((time.getTime() - Date.now()) / 1000))

/** "in 40 seconds", "in 12 minutes", "in 5 hours": when a refused request may be sent again. */
export function inWords(seconds: number): string {
  if (seconds < 90) return `in ${seconds} seconds`
  if (seconds < 90 * 60) return `in ${Math.round(seconds / 60)} minutes`
  return `in ${Math.round(seconds / 3600)} hours`
}

/**
 * The error of a request over a budget: `message` says what the budget is and what to do.
 * `headers` (the cloud request's) carry `retryAfterSeconds` to the answer's `Retry-After`.
 */
export function overBudget(message: string, retryAfterSeconds: number, headers?: unknown): Parse.Error {
  if (headers && typeof headers === 'object') retryAfterOf.set(headers, retryAfterSeconds)
  return new Parse.Error(OVER_BUDGET, message)
}

/**
 * The budgets' store (the database or Redis) does not answer: nothing is counted blindly, and
 * the request is answered 503 "try again shortly" (code 100, see unavailableStatus.ts).
 */
export const budgetStoreAway = (cause: unknown) =>
  Object.assign(new Parse.Error(Parse.Error.CONNECTION_FAILED, 'This is temporarily unavailable. Try again shortly.'), {
    cause,
  })

/**
 * Parse answers every error with HTTP 400; one over a budget goes out as 429 with `Retry-After`
 * (what cloud code noted, else a minute). Mounted in front of Parse and the fast functions.
 */
export function overBudgetStatus(): RequestHandler {
  return (request, response, next) => {
    const json = response.json.bind(response)
    response.json = (body: unknown) => {
      const code = (body as { code?: unknown } | null)?.code
      if (response.statusCode === 400 && code === OVER_BUDGET) {
        const seconds = retryAfterOf.get(request.headers) ?? DEFAULT_RETRY_SECONDS
        response.status(429).set('Retry-After', String(seconds))
      }
      return json(body)
    }
    next()
  }
}
