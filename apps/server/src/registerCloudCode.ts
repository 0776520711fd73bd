import type { PageViewStore } from './analytics/pageViewStore.ts'
import { registerAnalyticsFunctions } from './analytics/registerAnalyticsFunctions.ts'
import { type NftFunctionDeps, registerNftFunctions } from './nft/registerNftFunctions.ts'
import { registerUserTriggers } from './users/registerUserTriggers.ts'

type ParseStatic = typeof import('parse/node')

/** Every trigger and cloud function of the backend, registered once at start. */
export function registerCloudCode(Parse: ParseStatic, deps: { pageViews: PageViewStore; nft: NftFunctionDeps }) {
  registerUserTriggers(Parse)
  registerAnalyticsFunctions(Parse, deps.pageViews)
  registerNftFunctions(Parse, deps.nft)
}
