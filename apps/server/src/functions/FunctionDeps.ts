import type { PageViewStore } from '@vitrine/db'
import type { MarketFunctionDeps } from '../market/marketServerFunctions.ts'
import type { OnrampFunctionDeps } from '../market/sources/onrampServerFunctions.ts'
import type { SwapFunctionDeps } from '../market/sources/swapServerFunctions.ts'
import type { MetadataHost } from '../metadata/createMetadataHost.ts'
import type { MoralisFunctionDeps } from '../moralis/moralisServerFunctions.ts'
import type { NftFunctionDeps } from '../nft/NftFunctionDeps.ts'

/** What the cloud functions' handlers are built from, once, at mount (mountFunctions.ts). */
export type FunctionDeps = {
  /** Cloud code's Parse SDK (in-process, master key available). */
  Parse: typeof import('parse/node')
  pageViews: PageViewStore
  nft: NftFunctionDeps
  moralis: MoralisFunctionDeps
  market: MarketFunctionDeps
  onramp: OnrampFunctionDeps
  swap: SwapFunctionDeps
  metadata: MetadataHost
  create: { chainId: number; collectionFactory: string | null; maxUploadBytes: number }
}
