import { z } from 'zod'
import { lazyItemSchema, mintVoucherSchema } from './lazyOrder.ts'
import {
  ORDER_KINDS,
  ORDER_SIDES,
  ORDER_STATUS_REASONS,
  ORDER_STATUSES,
  type OrderStatus,
  TRADING_SOURCES,
} from './marketWords.ts'
import { TraitFilter } from './schemas/traits.ts'
import type { TradingSourceInfo } from './tradingSource.ts'
import { addressSchema, bytes32Schema, hexSchema, uint256Schema } from './wireScalars.ts'

export { addressSchema, bytes32Schema, hexSchema, uint256Schema }

const smallIntSchema = uint256Schema.pipe(z.string().regex(/^[0-9]{1,3}$/)).transform(Number)

export const offerItemSchema = z.object({
  itemType: smallIntSchema,
  token: addressSchema,
  identifierOrCriteria: uint256Schema,
  startAmount: uint256Schema,
  endAmount: uint256Schema,
})
export const considerationItemSchema = offerItemSchema.extend({ recipient: addressSchema })

/** Seaport 1.6 `OrderComponents` as JSON: what the offerer signs (EIP-712), counter included. */
export const orderComponentsSchema = z.object({
  offerer: addressSchema,
  zone: addressSchema,
  offer: z.array(offerItemSchema).min(1).max(16),
  consideration: z.array(considerationItemSchema).min(1).max(16),
  orderType: smallIntSchema,
  startTime: uint256Schema,
  endTime: uint256Schema,
  zoneHash: bytes32Schema,
  salt: uint256Schema,
  conduitKey: bytes32Schema,
  counter: uint256Schema,
  /** Seaport's `OrderParameters` field (seaport-js includes it): must be the consideration's length. */
  totalOriginalConsiderationItems: smallIntSchema.optional(),
})
export type OrderComponentsJson = z.output<typeof orderComponentsSchema>

/** `postOrder` — a signed Seaport order for the order book. */
export const postOrderParamsSchema = z.object({
  parameters: orderComponentsSchema,
  /** 64 or 65 bytes (EOA), a bulk signature (signature, 3-byte index, proof), or an ERC-1271 one. */
  signature: hexSchema.refine((hex) => hex.length <= 2 + 2 * 2048, 'must be at most 2048 bytes'),
})
export type PostOrderParams = z.input<typeof postOrderParamsSchema>
export type PostOrderResult = { orderHash: `0x${string}` }

/** An order as the order book answers it (`getOrder`, `getOrders`). */
export const orderSchema = z.object({
  orderHash: bytes32Schema,
  side: z.enum(ORDER_SIDES),
  kind: z.enum(ORDER_KINDS),
  maker: addressSchema,
  /** The collection. */
  address: addressSchema,
  /** The token; null for a collection offer (any token of the collection). */
  tokenId: z.string().nullable(),
  /** Units still to fill (an ERC-1155 order partly filled keeps the rest); 1 for an ERC-721. */
  amount: z.string(),
  /** Wei for those units, all in: what the buyer pays for a listing, what the offerer pays for an offer. */
  price: z.string(),
  /** The zero address for ETH (listings); for offers, one of `getMarketConfig().offerCurrencies` (WETH unless the operator lists others). */
  currency: addressSchema,
  /** Unix seconds, as decimal strings. */
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Why an open order is inactive; null otherwise. */
  statusReason: z.enum(ORDER_STATUS_REASONS).nullable(),
  /**
   * A listing that went inactive because its item left the maker, and is active again because it
   * came back: fillable at a price the maker may have forgotten. The seller's pages warn about it.
   */
  revived: z.boolean(),
  source: z.enum(TRADING_SOURCES),
  /** What seaport-js's `fulfillOrder` takes: `{ parameters, signature }` is the order. Null for a lazy order. */
  parameters: orderComponentsSchema.nullable(),
  /** A lazy order's mint voucher (`signature` is over it); null for a Seaport order. */
  voucher: mintVoucherSchema.nullable(),
  /** A lazy order's item as its metadata says, once the indexer has read it; absent or null otherwise. */
  lazyItem: lazyItemSchema.nullish(),
  signature: hexSchema,
  /** ISO 8601. */
  createdAt: z.string(),
})
export type MarketOrder = z.input<typeof orderSchema>

/** The best active listing or offer of a token or collection, as NFT and collection results carry it. */
export const orderSummarySchema = orderSchema.pick({
  orderHash: true,
  kind: true,
  maker: true,
  amount: true,
  price: true,
  currency: true,
  endTime: true,
})
export type OrderSummary = z.input<typeof orderSummarySchema>

export const getOrderParamsSchema = z.object({ orderHash: bytes32Schema })
export type GetOrderParams = z.input<typeof getOrderParamsSchema>

const statusOrStatuses = z.union([z.enum(ORDER_STATUSES), z.array(z.enum(ORDER_STATUSES)).min(1).max(5)])

/** `getOrders` — a page of orders, best price first (`sort: 'price'`) or newest first. */
export const getOrdersParamsSchema = z.object({
  side: z.enum(ORDER_SIDES),
  address: addressSchema.nullish(),
  /** Needs `address`. Offers of a token include the collection offers that would buy it. */
  tokenId: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,77})$/)
    .nullish(),
  maker: addressSchema.nullish(),
  /** Orders on what this address holds now (offers received): its tokens, collection offers on its collections; not its own. */
  owner: addressSchema.nullish(),
  kind: z.enum(ORDER_KINDS).nullish(),
  /**
   * Lazy listings only (`kind: 'lazy'`): those whose item has, for every trait type given, any of
   * its values (as `getCollectionNFTs` filters a collection's tokens).
   */
  traits: TraitFilter,
  /** Default `active`. */
  status: statusOrStatuses.nullish(),
  /** `price`: listings cheapest (per unit) first, offers highest first. Default `price`. */
  sort: z.enum(['price', 'newest']).nullish(),
  cursor: z.string().nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
})
export type GetOrdersParams = z.input<typeof getOrdersParamsSchema>
export type GetOrdersResult = { results: MarketOrder[]; cursor: string | null }

/** An ERC-20 offers may be paid in, named as the token itself answers (`symbol`, `decimals`). */
export type OfferCurrency = { address: `0x${string}`; symbol: string; decimals: number }

/** `getMarketConfig` — what a client needs to make orders the order book accepts. */
export type MarketConfig = {
  chainId: number
  seaport: `0x${string}`
  conduitKey: `0x${string}`
  conduit: `0x${string}`
  weth: `0x${string}`
  /**
   * The ERC-20s offers may be paid in: the market's WETH first, then those the operator lists.
   * An order in any other currency is refused, and clients refuse to fill one (PRODUCT.md §6).
   */
  offerCurrencies: OfferCurrency[]
  /** Orders must pay `feeBps` of their price to this address; null when no fee is configured. */
  feeRecipient: `0x${string}` | null
  feeBps: number
  /** The zone orders must name (the zero address: no zone). */
  zone: `0x${string}`
  /** The four trading sources, each with whether it is on here and what it can do (`TradingSourcesSchema`). */
  sources: TradingSourceInfo[]
}

/** Statuses an order can still change from. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['active', 'inactive']
