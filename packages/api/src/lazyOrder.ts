import { z } from 'zod'
import { addressSchema, hexSchema, uint256Schema } from './wireScalars.ts'

/**
 * A `rarible` lazy-mint voucher as JSON (PRODUCT.md §6): what a collection's owner signs
 * (EIP-712, domain "Vitrine Lazy Mint" version 1 of the collection) so that a buyer's one
 * `redeem` mints the token to the buyer and pays the owner and the royalty. Numbers are decimal
 * strings; `currency` is the zero address (ETH).
 */
export const mintVoucherSchema = z.object({
  collection: addressSchema,
  /** The creator's address in the upper 160 bits, as Rarible's lazy token ids. */
  tokenId: uint256Schema,
  uri: z.string().min(1).max(2048),
  price: uint256Schema,
  currency: addressSchema,
  royaltyReceiver: addressSchema,
  royaltyBps: z.number().int().min(0).max(10_000),
  /** Unix seconds. */
  expiry: uint256Schema,
  nonce: uint256Schema,
})
export type MintVoucherJson = z.output<typeof mintVoucherSchema>

/**
 * What the index knows of a lazy order's item from its voucher's metadata (the indexer reads it as
 * it reads a minted token's): its name, and whether it has a picture, served at the token's usual
 * `/media/:chainId/:address/:tokenId`.
 */
export const lazyItemSchema = z.object({
  name: z.string().nullable(),
  hasPicture: z.boolean(),
})
export type LazyItem = z.output<typeof lazyItemSchema>

/** `postOrder` with a lazy-mint voucher: the `rarible` source's listing of an item not minted yet. */
export const postLazyOrderParamsSchema = z.object({
  kind: z.literal('lazy'),
  source: z.literal('rarible'),
  voucher: mintVoucherSchema,
  signature: hexSchema.refine((hex) => hex.length <= 2 + 2 * 2048, 'must be at most 2048 bytes'),
})
export type PostLazyOrderParams = z.input<typeof postLazyOrderParamsSchema>

/** `getFillTransaction` — the transaction that fills an order, for any client to send. */
export const getFillTransactionParamsSchema = z.object({
  orderHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes (0x and 64 hex digits)'),
  taker: addressSchema,
})
export type GetFillTransactionParams = z.input<typeof getFillTransactionParamsSchema>
/** `value` in wei as a decimal string. */
export type FillTransaction = { to: `0x${string}`; data: `0x${string}`; value: string }
