import type { ParsedUrlQuery } from 'node:querystring'
import type { TradingSource } from '@vitrine/api'
import { queryValue } from '../../data/queryValue.ts'
import { sourcesParam } from '../common/activitySource.ts'

export const PROFILE_TABS = ['owned', 'created', 'listings', 'offers', 'received', 'activity'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** `?tab=created|listings|offers|received|activity`, else the owned items. */
export const profileTab = (query: ParsedUrlQuery): ProfileTab => {
  const tab = queryValue(query.tab)
  return PROFILE_TABS.find((name) => name === tab) ?? 'owned'
}

/** The profile page's queries: the same parameters for its server prefetch and its hooks. */
export const ownedParams = (owner: string) => ({ owner, limit: 24 })
/** Collections the account created through the factory, newest first. */
export const createdParams = (creator: string) => ({ creator, sort: 'newest' as const, limit: 24 })
/** The activity tab's query, of one trading source when `?source=` names one. */
export const accountActivityParams = (account: string, source?: TradingSource) => ({
  account,
  ...sourcesParam(source),
  limit: 20,
})
/** Offers received: the active offers on what the account holds, highest first. */
export const receivedParams = (owner: string) => ({ side: 'offer' as const, owner, limit: 50 })
