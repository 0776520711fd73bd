import type { PageViewStore } from '@vitrine/db'
import type { EventSyncFunctionDeps } from '../eventSync/eventSyncServerFunctions.ts'
import type { MetadataHost } from '../metadata/createMetadataHost.ts'
import type { MoralisFunctionDeps } from '../moralis/moralisServerFunctions.ts'
import type { NftFunctionDeps } from '../nft/NftFunctionDeps.ts'
import type { OrderBookFunctionDeps } from '../orderBook/orderBookServerFunctions.ts'
import type { OnrampFunctionDeps } from '../sources/fiat/onrampServerFunctions.ts'
import type { SwapFunctionDeps } from '../sources/oneInch/swapServerFunctions.ts'
import type { RaribleFunctionDeps } from '../sources/rarible/raribleServerFunctions.ts'

/** What the cloud functions' handlers are built from, once, at mount (mountFunctions.ts). */
export type FunctionDeps = {
  /** Cloud code's Parse SDK (in-process, master key available). */
  Parse: typeof import('parse/node')
  pageViews: PageViewStore
  nft: NftFunctionDeps
  moralis: MoralisFunctionDeps
  market: OrderBookFunctionDeps
  onramp: OnrampFunctionDeps
  rarible: RaribleFunctionDeps
  swap: SwapFunctionDeps
  metadata: MetadataHost
  eventSync: EventSyncFunctionDeps
  create: { chainId: number; collectionFactory: string | null; maxUploadBytes: number }
}
