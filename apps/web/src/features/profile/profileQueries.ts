import type { ParsedUrlQuery } from 'node:querystring'
import { queryValue } from '../../data/queryValue.ts'

export type ProfileTab = 'owned' | 'created' | 'activity'

/** `?tab=activity` or `?tab=created`, else the owned items. */
export const profileTab = (query: ParsedUrlQuery): ProfileTab => {
  const tab = queryValue(query.tab)
  return tab === 'activity' || tab === 'created' ? tab : 'owned'
}

/** The profile page's queries: the same parameters for its server prefetch and its hooks. */
export const ownedParams = (owner: string) => ({ owner, limit: 24 })
/** Collections the account created through the factory, newest first. */
export const createdParams = (creator: string) => ({ creator, sort: 'newest' as const, limit: 24 })
export const accountActivityParams = (account: string) => ({ account, limit: 20 })
