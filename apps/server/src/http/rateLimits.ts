import type { RequestHandler } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import Parse from 'parse/node'
import { WEB3_API_FUNCTIONS } from '../moralis/web3ApiFunctionNames.ts'
import { canonicalRoute } from './canonicalRoute.ts'

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Wait a minute and try again.'
export const REFRESH_LIMIT_MESSAGE = 'Too many metadata refreshes. Wait a minute and try again.'
export const tooManyPageViews = (perMinute: number) =>
  `Too many page views from this address: ${perMinute} a minute at most. Wait a minute; views meanwhile are not counted.`
export const tooManyOrders = (perMinute: number) =>
  `Too many orders posted from this address: ${perMinute} a minute at most. Wait a minute and post the rest.`
export const tooManyChainReads = (perMinute: number) =>
  `Too many Web3 API calls from this address: ${perMinute} a minute at most. Wait a minute and try again.`
/** Moralis Web3 API calls (`web3Api`, signed out too) read the chain node: a budget per address. */
export const CHAIN_READS_PER_MINUTE = 600
/** Each refresh makes the indexer fetch a document from someone's server: a small budget. */
export const REFRESHES_PER_MINUTE = 30

/** Seconds a client waits before trying again when the budgets' store does not answer. */
const BUDGET_RETRY_SECONDS = 5

/** Makes the store of one budget: shared by every worker and instance (see rateLimitStores/). */
export type RateLimitStoreFor = (prefix: string) => Store

/**
 * A per-client-address budget per minute; loopback callers count too. The address is the one
 * `TRUST_PROXY` makes `request.ip` (the proxy's own address when it is not trusted). Past it:
 * 429 with `Retry-After` (the seconds left of the window) and the budget's sentence.
 */
function perMinute(
  limit: number,
  message: string,
  store: Store,
  onStoreError: (error: unknown) => void,
): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_request, response) => {
      response.status(429).json({ code: Parse.Error.CONNECTION_FAILED, error: message })
    },
  })
  // A budget that cannot be counted (its store is away) is not spent blindly: try again soon.
  return (request, response, next) =>
    limiter(request, response, (error?: unknown) => {
      if (!error) return next()
      onStoreError(error)
      response
        .status(503)
        .set('Retry-After', String(BUDGET_RETRY_SECONDS))
        .json({ code: Parse.Error.CONNECTION_FAILED, error: 'This is temporarily unavailable. Try again shortly.' })
    })
}

/** Per client address and minute, what each budget checked here allows. */
export type RouteBudgets = { authPerMinute: number; pageViewsPerMinute: number; postOrdersPerMinute: number }

/** Which budget a call draws on, by method and canonical route; null for none. */
export type BudgetOf = (
  method: string,
  route: string,
) => 'auth' | 'refresh' | 'pageView' | 'postOrder' | 'chainRead' | null

/** Every route that posts an order to the order book: `postOrder` and the Moralis plugins' posts over it. */
const ORDER_POSTS = new Set([
  '/functions/postorder',
  '/functions/opensea_postorder',
  '/functions/rarible_postlazyorder',
])

/** Every Moralis Web3 API read, by canonical route. */
const CHAIN_READS = new Set([...WEB3_API_FUNCTIONS].map((name) => `/functions/${name.toLowerCase()}`))

/**
 * Sign-up, log-in, password checks and wallet challenges share one budget, so guessing passwords
 * and burning nonces cost the same; `refreshMetadata`, page views and order posts have their own.
 */
export const budgetOf: BudgetOf = (method, route) => {
  if (method === 'POST' && (route === '/users' || route === '/challenge')) return 'auth'
  if ((method === 'GET' || method === 'POST') && (route === '/login' || route === '/verifypassword')) return 'auth'
  if (method === 'POST' && route === '/functions/refreshmetadata') return 'refresh'
  if (method === 'POST' && route === '/events/pageview') return 'pageView'
  if (method === 'POST' && ORDER_POSTS.has(route)) return 'postOrder'
  if (method === 'POST' && CHAIN_READS.has(route)) return 'chainRead'
  return null
}

/**
 * The budgets, checked on the canonical route so that no spelling of a path escapes them.
 * (Parse Server's own `rateLimit` option does the same but rebuilds its config on every check.)
 * A `/batch` carrying such a call is refused by the request guards.
 */
export function rateLimits(
  budgets: RouteBudgets,
  storeFor: RateLimitStoreFor,
  onStoreError: (error: unknown) => void,
): RequestHandler {
  const limiters = {
    auth: perMinute(budgets.authPerMinute, RATE_LIMIT_MESSAGE, storeFor('auth:'), onStoreError),
    refresh: perMinute(REFRESHES_PER_MINUTE, REFRESH_LIMIT_MESSAGE, storeFor('refresh:'), onStoreError),
    pageView: perMinute(
      budgets.pageViewsPerMinute,
      tooManyPageViews(budgets.pageViewsPerMinute),
      storeFor('pageview:'),
      onStoreError,
    ),
    postOrder: perMinute(
      budgets.postOrdersPerMinute,
      tooManyOrders(budgets.postOrdersPerMinute),
      storeFor('postorder:'),
      onStoreError,
    ),
    chainRead: perMinute(
      CHAIN_READS_PER_MINUTE,
      tooManyChainReads(CHAIN_READS_PER_MINUTE),
      storeFor('chainread:'),
      onStoreError,
    ),
  }
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    const budget = route === null ? null : budgetOf(request.method, route)
    if (budget) limiters[budget](request, response, next)
    else next()
  }
}
