import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import { getPageViewCounts } from './getPageViewCounts.ts'

/** The analytics module's functions (page views are recorded by Parse's analytics route). */
export const analyticsServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getPageViewCounts',
    access: { who: 'closed', why: 'page-view counts: operators only' },
    handler: ({ pageViews }) => getPageViewCounts(pageViews),
  }),
]
