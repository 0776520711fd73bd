import type { PageViewStore } from '@vitrine/db'
import { registerAnalyticsFunctions } from './analytics/registerAnalyticsFunctions.ts'
import { registerFileTriggers, type UploadBudgets } from './files/registerFileTriggers.ts'
import { type MarketFunctionDeps, registerMarketFunctions } from './market/registerMarketFunctions.ts'
import { type OnrampFunctionDeps, registerOnrampFunctions } from './market/sources/registerOnrampFunctions.ts'
import { registerSwapFunctions, type SwapFunctionDeps } from './market/sources/registerSwapFunctions.ts'
import type { MetadataHost } from './metadata/createMetadataHost.ts'
import { registerMetadataFunctions } from './metadata/registerMetadataFunctions.ts'
import {
  type MoralisFunctionDeps,
  registerMoralisFunctions,
  withMoralisGetNFTs,
} from './moralis/registerMoralisFunctions.ts'
import type { NftFunctionDeps } from './nft/NftFunctionDeps.ts'
import { registerNftFunctions } from './nft/registerNftFunctions.ts'
import type { EmailChangeBudget } from './users/emailChangeBudget.ts'
import { registerProfileFunctions } from './users/registerProfileFunctions.ts'
import { registerUserTriggers } from './users/registerUserTriggers.ts'

type ParseStatic = typeof import('parse/node')

/** Every trigger and cloud function of the backend, registered once at start, module by module. */
export function registerCloudCode(
  Parse: ParseStatic,
  deps: {
    pageViews: PageViewStore
    nft: NftFunctionDeps
    moralis: MoralisFunctionDeps
    market: MarketFunctionDeps
    onramp: OnrampFunctionDeps
    swap: SwapFunctionDeps
    /** The per-user upload budgets. */
    uploads: UploadBudgets
    /** The per-user budget of email changes. */
    emailChanges: EmailChangeBudget
    metadata: MetadataHost
    create: { chainId: number; collectionFactory: string | null; maxUploadBytes: number }
  },
) {
  registerUserTriggers(Parse, deps.emailChanges)
  registerProfileFunctions(Parse)
  registerAnalyticsFunctions(Parse, deps.pageViews)
  // Moralis's account.getNFTs shares our getNFTs's name: one function serves both.
  registerNftFunctions(withMoralisGetNFTs(Parse, deps.moralis), deps.nft)
  registerMoralisFunctions(Parse, deps.moralis)
  registerMarketFunctions(Parse, deps.market)
  registerOnrampFunctions(Parse, deps.onramp)
  registerSwapFunctions(Parse, deps.swap)
  registerFileTriggers(Parse, deps.uploads)
  registerMetadataFunctions(Parse, deps.metadata, deps.create)
}
