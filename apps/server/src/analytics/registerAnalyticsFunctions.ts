import { defineFunction } from '../functions/defineFunction.ts'
import { getPageViewCounts } from './getPageViewCounts.ts'
import type { PageViewStore } from './pageViewStore.ts'

type ParseStatic = typeof import('parse/node')

/** The analytics module's functions (page views are recorded by Parse's analytics route). */
export function registerAnalyticsFunctions(Parse: ParseStatic, pageViews: PageViewStore) {
  defineFunction(Parse, 'getPageViewCounts', getPageViewCounts(pageViews), { requireMaster: true })
}
