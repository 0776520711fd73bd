import type { PageViewStore } from './analytics/pageViewStore.ts'
import { registerAnalyticsFunctions } from './analytics/registerAnalyticsFunctions.ts'
import { registerUserTriggers } from './users/registerUserTriggers.ts'

type ParseStatic = typeof import('parse/node')

/** Every trigger and cloud function of the backend, registered once at start. */
export function registerCloudCode(Parse: ParseStatic, deps: { pageViews: PageViewStore }) {
  registerUserTriggers(Parse)
  registerAnalyticsFunctions(Parse, deps.pageViews)
}
