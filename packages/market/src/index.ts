export { CANONICAL_SEAPORT, OPENSEA_CONDUIT, OPENSEA_CONDUIT_KEY } from './canonicalSeaport.ts'
export {
  checkOrderTimesAndPlace,
  MAX_START_AHEAD_SECONDS,
  type MarketTerms,
  marketFee,
} from './checkOrderTerms.ts'
export { checkOfferCurrency, checkPayments, type Royalty } from './checkPayments.ts'
export { keccak256 } from './keccak256.ts'
export { isCloneOf, type LazyFacts, lazyOrderState, readLazyFacts } from './lazyOrderState.ts'
export {
  getVoucherHash,
  isLazyTokenIdOf,
  LAZY_MINT_DOMAIN,
  lazyMintAbi,
  lazyTokenId,
  type MintVoucher,
  mintVoucherTypedData,
  mintVoucherTypes,
  newLazyListingVoucher,
  randomLazyNonce,
  redeemTransaction,
  toMintVoucher,
  toMintVoucherJson,
} from './lazyVoucher.ts'
export { MarketError } from './MarketError.ts'
export {
  ERC1271_MAGIC_VALUE,
  erc20ViewsAbi,
  erc721ViewsAbi,
  erc1155ViewsAbi,
  erc1271Abi,
  erc2981Abi,
  seaportViewsAbi,
} from './marketAbis.ts'
export type {
  OnrampAdapter,
  OnrampPurchaseEvent,
  OnrampWidgetRequest,
  WebhookRefusal,
} from './onrampAdapter.ts'
export { type DraftItem, type DraftTerms, listingComponents, offerComponents } from './orderDrafts.ts'
export { domainSeparator, eip712Digest, getOrderHash, type SeaportDomain, seaportDomain } from './orderHash.ts'
export { bulkOrderTypeHash, MAX_BULK_HEIGHT, type SignedDigest, signedDigest } from './orderSignature.ts'
export { type OrderFacts, type OrderState, orderState } from './orderStatus.ts'
export { isRefusal, type OrderTerms, orderTerms } from './orderTerms.ts'
export { type Refusal, refuse } from './Refusal.ts'
export {
  type OrderFactsParameters,
  type ReadContract,
  readOrderFacts,
  type SeaportOrderStatus,
} from './readOrderFacts.ts'
export {
  type ConsiderationItem,
  ItemType,
  type OfferItem,
  type OrderComponents,
  OrderType,
  orderComponentsTypes,
  toOrderComponents,
  toOrderComponentsJson,
} from './seaportTypes.ts'
export { type PricePayment, splitPrice } from './splitPrice.ts'
export {
  type SwapAdapter,
  type SwapFailure,
  type SwapPriceRequest,
  SwapQuoteError,
  type SwapQuoteRequest,
} from './swapAdapter.ts'
export {
  amountInAlong,
  amountOutAlong,
  maxSellFor,
  minBuyFor,
  type PoolReserves,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from './swapMath.ts'
export { describeSources, disabledSource, type TradingSourceAdapter } from './tradingSourceAdapter.ts'
