// The words and constants (activityType, limits, media, metadataStatus, sorts, standard,
// tradingSource) import no zod: the site's pages use them. The schemas (functions/, schemas/) do.
export { ACTIVITY_TYPES, type ActivityType, type RecordedActivityType } from './activityType.ts'
export { analyticsFunctions } from './functions/analyticsFunctions.ts'
export {
  type CloudFunctions,
  cloudFunctions,
  type FunctionName,
  type FunctionParameters,
  type FunctionReturnType,
  type ParsedParameters,
} from './functions/cloudFunctions.ts'
export { createFunctions, type PutMetadataParams } from './functions/createFunctions.ts'
export { eventSyncFunctions, SyncedTableName } from './functions/eventSyncFunctions.ts'
export { marketFunctions } from './functions/marketFunctions.ts'
export { moralisFunctions } from './functions/moralisFunctions.ts'
export { moralisPluginFunctions, pluginTriggerSchema } from './functions/moralisPluginFunctions.ts'
export { nftFunctions } from './functions/nftFunctions.ts'
export { OnrampPurchase, onrampFunctions } from './functions/onrampFunctions.ts'
export { type ParamsOutcome, parseParams } from './functions/parseParams.ts'
export {
  type GetSwapQuoteParams,
  getSwapQuoteParams,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  swapFunctions,
} from './functions/swapFunctions.ts'
export { usersFunctions } from './functions/usersFunctions.ts'
export {
  type FillTransaction,
  type GetFillTransactionParams,
  getFillTransactionParamsSchema,
  type LazyItem,
  lazyItemSchema,
  type MintVoucherJson,
  mintVoucherSchema,
  type PostLazyOrderParams,
  postLazyOrderParamsSchema,
} from './lazyOrder.ts'
export { LIMITS } from './limits.ts'
export {
  EVERYTHING_CHANGED,
  LIVE_STREAM_PATH,
  type LiveChange,
  type LiveTopic,
  liveChangeTouches,
  liveTopic,
  MAX_LIVE_TOPICS,
  parseLiveTopic,
} from './marketLive.ts'
export {
  addressSchema,
  bytes32Schema,
  considerationItemSchema,
  type GetOrderParams,
  type GetOrdersParams,
  type GetOrdersResult,
  getOrderParamsSchema,
  getOrdersParamsSchema,
  hexSchema,
  type MarketConfig,
  type MarketOrder,
  type OfferCurrency,
  OPEN_ORDER_STATUSES,
  type OrderComponentsJson,
  type OrderSummary,
  offerItemSchema,
  orderComponentsSchema,
  orderSchema,
  orderSummarySchema,
  type PostOrderParams,
  type PostOrderResult,
  postOrderParamsSchema,
  uint256Schema,
} from './marketOrder.ts'
export { MARKET_TRY_AGAIN, OrderRefusal } from './marketRefusals.ts'
export {
  NATIVE_CURRENCY,
  ORDER_KINDS,
  ORDER_SIDES,
  ORDER_STATUS_REASONS,
  ORDER_STATUSES,
  type OrderKind,
  type OrderSide,
  type OrderStatus,
  type OrderStatusReason,
  TRADING_SOURCES,
} from './marketWords.ts'
export {
  collectionMediaUrl,
  lazyItemMediaUrl,
  MEDIA_WIDTHS,
  type MediaWidth,
  mediaUrl,
  mediaWidthFor,
} from './media.ts'
export { METADATA_STATUSES, type MetadataStatus } from './metadataStatus.ts'
export { ONRAMP_STATUSES, ONRAMP_WEBHOOK_PATH, type OnrampPurchaseStatus } from './onramp.ts'
export type { Profile } from './profile.ts'
export {
  type GetRaribleCollectionListingsParams,
  type GetRaribleListingsParams,
  type GetRaribleListingsResult,
  getRaribleCollectionListingsParamsSchema,
  getRaribleListingsParamsSchema,
  type RaribleListing,
} from './raribleListings.ts'
export { Activity } from './schemas/activity.ts'
export { Address, AddressParam } from './schemas/address.ts'
export { ChainId } from './schemas/chainId.ts'
export { Collection } from './schemas/collection.ts'
export {
  CollectionMetadata,
  METADATA_KINDS,
  METADATA_LIMITS,
  MetadataAttribute,
  type MetadataKind,
  MetadataUri,
  TokenMetadata,
} from './schemas/metadataDocument.ts'
export {
  type MoralisContractValue,
  moralisBlockSchema,
  moralisContractValueSchema,
  moralisTokenMetadataSchema,
  moralisTokenPriceSchema,
} from './schemas/moralisChainReads.ts'
export type {
  MoralisContract,
  MoralisNft,
  MoralisNftOwner,
  MoralisTokenBalance,
  MoralisTokenTransfer,
  MoralisTrade,
  MoralisTransaction,
  MoralisTransfer,
} from './schemas/moralisWeb3.ts'
export { Attribute, Erc721Nft, Erc1155Nft, Nft, Owner } from './schemas/nft.ts'
export { Cursor, Limit, type Page, pageOf } from './schemas/page.ts'
export { SyncStatus } from './schemas/syncStatus.ts'
export { TokenId } from './schemas/tokenId.ts'
export { TradingSourceInfoSchema, TradingSourcesSchema } from './schemas/tradingSources.ts'
export { CollectionTraits, Trait, TraitFilter } from './schemas/traits.ts'
export { Amount, Wei } from './schemas/wei.ts'
export {
  ActivityTypeSchema,
  CollectionSortSchema,
  MetadataStatusSchema,
  StandardSchema,
  TokenSortSchema,
  TradingSourceSchema,
} from './schemas/words.ts'
export { COLLECTION_SORTS, type CollectionSort, TOKEN_SORTS, type TokenSort } from './sorts.ts'
export { STANDARDS, type Standard } from './standard.ts'
export { DEFAULT_SLIPPAGE_BPS, MAX_SLIPPAGE_BPS, NATIVE_TOKEN, SWAP_QUOTE_TTL_SECONDS } from './swap.ts'
export {
  SOURCE_CAPABILITIES,
  type SourceCapability,
  TRADING_SOURCE_LABELS,
  TradingSource,
  type TradingSourceInfo,
} from './tradingSource.ts'
