import type { ParsedUrlQuery } from 'node:querystring'
import { queryValue } from '../../data/queryValue.ts'

export type ProfileTab = 'owned' | 'activity'

/** `?tab=activity`, else the owned items. */
export const profileTab = (query: ParsedUrlQuery): ProfileTab =>
  queryValue(query.tab) === 'activity' ? 'activity' : 'owned'

/** The profile page's queries: the same parameters for its server prefetch and its hooks. */
export const ownedParams = (owner: string) => ({ owner, limit: 24 })
export const accountActivityParams = (account: string) => ({ account, limit: 20 })
