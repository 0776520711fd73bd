import type { PageViewStore } from '@vitrine/db'
import { defineFunction } from '../functions/defineFunction.ts'
import { getPageViewCounts } from './getPageViewCounts.ts'

type ParseStatic = typeof import('parse/node')

/** The analytics module's functions (page views are recorded by Parse's analytics route). */
export function registerAnalyticsFunctions(Parse: ParseStatic, pageViews: PageViewStore) {
  defineFunction(Parse, 'getPageViewCounts', getPageViewCounts(pageViews), { requireMaster: true })
}
