import { z } from 'zod'
import { STANDARDS } from '../standard.ts'

/**
 * The Moralis Web3 API v2 answers as moralis-v1 apps read them: addresses lower-case, numbers as
 * decimal strings, a token id decimal or hex (`format`). What the index does not keep is null.
 */
const address = z.string().regex(/^0x[0-9a-f]{40}$/)
const decimal = z.string().regex(/^[0-9]+$/)
const tokenId = z.string().regex(/^([0-9]+|0x[0-9a-f]+)$/)
const standard = z.enum(STANDARDS)

/** An Nft: a token with its collection's name and symbol; `metadata` a JSON string, null until read. */
export const moralisNftSchema = z.object({
  token_address: address,
  token_id: tokenId,
  token_hash: z.string(),
  contract_type: standard,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  token_uri: z.string().nullable(),
  metadata: z.string().nullable(),
  amount: decimal,
  block_number_minted: decimal.nullable(),
  synced_at: z.null(),
  last_token_uri_sync: z.null(),
  last_metadata_sync: z.null(),
})

/** An NftOwner: an Nft with its owner. */
export const moralisNftOwnerSchema = moralisNftSchema.extend({ owner_of: address, block_number: z.null() })

/** getTokenIdMetadata: an ERC-721's with its owner (null when burnt), an ERC-1155's without. */
export const moralisTokenSchema = moralisNftSchema.extend({ owner_of: address.nullable().optional() })

/** An NftTransfer (a sale stands for the transfer it settles). */
export const moralisTransferSchema = z.object({
  block_number: decimal,
  block_timestamp: z.string().nullable(),
  block_hash: z.null(),
  transaction_hash: z.string().nullable(),
  transaction_index: z.null(),
  log_index: z.number().int(),
  value: decimal,
  contract_type: standard.nullable(),
  transaction_type: z.null(),
  token_address: address,
  token_id: tokenId.nullable(),
  from_address: address.nullable(),
  to_address: address.nullable(),
  amount: decimal.nullable(),
  verified: z.literal(1),
  operator: z.null(),
})

/** getNFTMetadata: a collection contract. */
export const moralisContractSchema = z.object({
  token_address: address,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  contract_type: standard,
  synced_at: z.null(),
})

/** A sale as getNFTTrades has it: one token per row, the price in wei of its currency. */
export const moralisTradeSchema = z.object({
  transaction_hash: z.string().nullable(),
  transaction_index: z.null(),
  token_ids: z.array(tokenId),
  seller_address: address.nullable(),
  buyer_address: address.nullable(),
  token_address: address,
  marketplace_address: address.nullable(),
  price_token_address: address.nullable(),
  price: decimal.nullable(),
  block_timestamp: z.string().nullable(),
  block_number: decimal,
  block_hash: z.null(),
})

/** An ERC-20 balance (getTokenBalances), read from the chain at the head. */
export const moralisTokenBalanceSchema = z.object({
  token_address: address,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  logo: z.null(),
  thumbnail: z.null(),
  decimals: z.number().int().nullable(),
  balance: decimal,
  possible_spam: z.literal(false),
})

/** An ERC-20 transfer (getTokenTransfers). */
export const moralisTokenTransferSchema = z.object({
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  token_logo: z.null(),
  token_decimals: decimal.nullable(),
  transaction_hash: z.string(),
  address,
  block_timestamp: z.string(),
  block_number: decimal,
  block_hash: z.string(),
  to_address: address,
  from_address: address,
  value: decimal,
  transaction_index: z.number().int(),
  log_index: z.number().int(),
  possible_spam: z.literal(false),
})

/** A native transaction with its receipt (getTransactions). */
export const moralisTransactionSchema = z.object({
  hash: z.string(),
  nonce: decimal,
  transaction_index: decimal,
  from_address: address,
  to_address: address.nullable(),
  value: decimal,
  gas: decimal,
  gas_price: decimal.nullable(),
  input: z.string(),
  receipt_cumulative_gas_used: decimal,
  receipt_gas_used: decimal,
  receipt_contract_address: address.nullable(),
  receipt_root: z.null(),
  receipt_status: z.enum(['0', '1']),
  block_timestamp: z.string(),
  block_number: decimal,
  block_hash: z.string(),
})

/** Moralis's page envelope: a cursor to the next page, null on the last. */
export const moralisPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('SYNCED'),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    cursor: z.string().nullable(),
    result: z.array(item),
  })

export type MoralisNft = z.infer<typeof moralisNftSchema>
export type MoralisNftOwner = z.infer<typeof moralisNftOwnerSchema>
export type MoralisTransfer = z.infer<typeof moralisTransferSchema>
export type MoralisContract = z.infer<typeof moralisContractSchema>
export type MoralisTrade = z.infer<typeof moralisTradeSchema>
export type MoralisTokenBalance = z.infer<typeof moralisTokenBalanceSchema>
export type MoralisTokenTransfer = z.infer<typeof moralisTokenTransferSchema>
export type MoralisTransaction = z.infer<typeof moralisTransactionSchema>
