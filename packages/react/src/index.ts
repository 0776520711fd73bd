export { TradingSource } from '@vitrine/api'
export type { ActionOptions } from './actionOptions.ts'
export type { AuthState, AuthStatus } from './auth/authReducer.ts'
export { callFunction } from './client/callFunction.ts'
export { createParseClient as createVitrineClient, type VitrineClient } from './client/createParseClient.ts'
export { createQueryClient } from './client/createQueryClient.ts'
export { type BatchItem, batchRowKeys } from './create/batchRowKeys.ts'
export { type CreateCollectionParameters, createCollection } from './create/createCollection.ts'
export { type ListWithoutMintingParameters, listWithoutMinting } from './create/listWithoutMinting.ts'
export {
  type BatchMintRow,
  type MintBatchOnceParameters,
  type MintBatchOnceStep,
  mintBatchOnce,
} from './create/mintBatchOnce.ts'
export { type MintTokensParameters, mintTokens } from './create/mintTokens.ts'
export { type ReadMintedRowsParameters, readMintedRows } from './create/readMintedRows.ts'
export { type MintTarget, readMintTarget } from './create/readMintTarget.ts'
export {
  type UploadFileParameters,
  type UploadFileReturnType,
  type UploadProgress,
  uploadFile,
} from './create/uploadFile.ts'
export { walletErrorMessage } from './create/walletErrorMessage.ts'
export {
  ConfigurationError,
  ErrorCode,
  MissingContextError,
  NotAuthenticatedError,
  UnresumableCollectionError,
  ValidationError,
  VitrineError,
} from './errors.ts'
export { useAuth } from './hooks/useAuth.ts'
export { useDevAccounts } from './hooks/useDevAccounts.ts'
export { usePageViews } from './hooks/usePageViews.ts'
export { useRememberedWallet } from './hooks/useRememberedWallet.ts'
export { useUser } from './hooks/useUser.ts'
export { useViewerAddress } from './hooks/useViewerAddress.ts'
export { useVitrine } from './hooks/useVitrine.ts'
export { useWallet } from './hooks/useWallet.ts'
export { isTouchedBy } from './live/liveInvalidation.ts'
export { useLiveUpdates } from './live/useLiveUpdates.ts'
// Data: core function and query options (server prefetch) → hook, per cloud function.
export {
  type GetActivityParameters,
  type GetActivityReturnType,
  getActivity,
  getActivityInfiniteQueryOptions,
  getActivityQueryOptions,
} from './nft/getActivity.ts'
export {
  type GetCollectionParameters,
  type GetCollectionReturnType,
  getCollection,
  getCollectionQueryOptions,
} from './nft/getCollection.ts'
export {
  type GetCollectionNFTsParameters,
  type GetCollectionNFTsReturnType,
  getCollectionNFTs,
  getCollectionNFTsQueryOptions,
} from './nft/getCollectionNFTs.ts'
export {
  type GetCollectionsParameters,
  type GetCollectionsReturnType,
  getCollections,
  getCollectionsInfiniteQueryOptions,
  getCollectionsQueryOptions,
} from './nft/getCollections.ts'
export {
  type GetCollectionTraitsParameters,
  type GetCollectionTraitsReturnType,
  getCollectionTraits,
  getCollectionTraitsQueryOptions,
} from './nft/getCollectionTraits.ts'
export { type GetNFTParameters, type GetNFTReturnType, getNFT, getNFTQueryOptions } from './nft/getNFT.ts'
export {
  type GetNFTsParameters,
  type GetNFTsReturnType,
  getNFTs,
  getNFTsInfiniteQueryOptions,
  getNFTsQueryOptions,
} from './nft/getNFTs.ts'
export {
  type GetSyncStatusParameters,
  type GetSyncStatusReturnType,
  getSyncStatus,
  getSyncStatusQueryOptions,
} from './nft/getSyncStatus.ts'
export { useActivity } from './nft/useActivity.ts'
export { useCollection } from './nft/useCollection.ts'
export { useCollectionNFTs } from './nft/useCollectionNFTs.ts'
export { useCollections } from './nft/useCollections.ts'
export { useCollectionTraits } from './nft/useCollectionTraits.ts'
export { useInfiniteActivity } from './nft/useInfiniteActivity.ts'
export { useInfiniteCollections } from './nft/useInfiniteCollections.ts'
export { useInfiniteNFTs } from './nft/useInfiniteNFTs.ts'
export { useNFT } from './nft/useNFT.ts'
export { useNFTs } from './nft/useNFTs.ts'
export { useSyncStatus } from './nft/useSyncStatus.ts'
export { offerCurrencyOf } from './orderBook/offerCurrency.ts'
export { getMarketConfig, useMarketConfig } from './orderBook/useMarketConfig.ts'
export { getOrders, getOrdersQueryOptions, useOrders } from './orderBook/useOrders.ts'
export {
  getOnrampStatus,
  getOnrampUrl,
  ONRAMP_POLL_MS,
  useOnrampStatus,
  useOnrampUrl,
} from './sources/fiat/useOnramp.ts'
export { quoteProblem } from './sources/oneInch/quoteProblem.ts'
export {
  getSwapQuote,
  getSwapTokens,
  type SwapQuoteParameters,
  useSwapQuote,
  useSwapTokens,
} from './sources/oneInch/swapCalls.ts'
export {
  getRaribleCollectionListings,
  getRaribleCollectionListingsQueryOptions,
  getRaribleListings,
  getRaribleListingsQueryOptions,
  useRaribleCollectionListings,
  useRaribleListings,
} from './sources/rarible/useRaribleListings.ts'
export { isWalletRejection, TradeError, type TradeFailure } from './trade/TradeError.ts'
export {
  stepsOf,
  type TradeAction,
  type TradeItem,
  type TradeState,
  type TradeStep,
  type TradeStepId,
  type TradeStepStatus,
  tradeReducer,
} from './trade/tradeSteps.ts'
export { useTrade } from './trade/useTrade.ts'
export type { VitrineUser } from './user/VitrineUser.ts'
export { VitrineProvider, type VitrineProviderProps } from './VitrineProvider.tsx'
export { useWalletBalance } from './wallet/useWalletBalance.ts'
export type { WalletChoice, WalletSnapshot } from './wallet/WalletSnapshot.ts'
