import { z } from 'zod'

/**
 * The Moralis Web3 API v2 answers read from the chain at its head (native.getBlock,
 * native.runContractFunction, token.getTokenMetadata, token.getTokenPrice): addresses
 * lower-case, numbers as decimal strings, as moralis-v1 apps read them.
 */
const address = z.string().regex(/^0x[0-9a-f]{40}$/)
const hash = z.string().regex(/^0x[0-9a-f]{64}$/)
const decimal = z.string().regex(/^[0-9]+$/)
const hex = z.string().regex(/^0x[0-9a-f]*$/)

/** A view call's outputs: one value as a string, several (or a tuple, an array) as arrays of them. */
export type MoralisContractValue = string | MoralisContractValue[]
export const moralisContractValueSchema: z.ZodType<MoralisContractValue> = z.lazy(() =>
  z.union([z.string(), z.array(moralisContractValueSchema)]),
)

/** A log of a block's transaction: its topics one by one, as Moralis listed them. */
export const moralisBlockLogSchema = z.object({
  log_index: decimal,
  transaction_hash: hash,
  transaction_index: decimal,
  address,
  data: hex,
  topic0: hash.nullable(),
  topic1: hash.nullable(),
  topic2: hash.nullable(),
  topic3: hash.nullable(),
  block_timestamp: z.string(),
  block_number: decimal,
  block_hash: hash,
})

export const moralisBlockTransactionSchema = z.object({
  hash,
  nonce: decimal,
  transaction_index: decimal,
  from_address: address,
  to_address: address.nullable(),
  value: decimal,
  gas: decimal,
  gas_price: decimal,
  input: hex,
  receipt_cumulative_gas_used: decimal,
  receipt_gas_used: decimal,
  receipt_contract_address: address.nullable(),
  receipt_root: z.string().nullable(),
  receipt_status: z.enum(['0', '1']),
  block_timestamp: z.string(),
  block_number: decimal,
  block_hash: hash,
  logs: z.array(moralisBlockLogSchema),
})

export const moralisBlockSchema = z.object({
  timestamp: z.string(),
  number: decimal,
  hash,
  parent_hash: hash,
  nonce: z.string().nullable(),
  sha3_uncles: hash,
  logs_bloom: hex,
  transactions_root: hash,
  state_root: hash,
  receipts_root: hash,
  miner: address,
  difficulty: decimal,
  total_difficulty: decimal.nullable(),
  size: decimal,
  extra_data: hex,
  gas_limit: decimal,
  gas_used: decimal,
  transaction_count: decimal,
  transactions: z.array(moralisBlockTransactionSchema),
})

/** An ERC-20's metadata, read from its contract; what a contract does not tell is null. */
export const moralisTokenMetadataSchema = z.object({
  address,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: decimal.nullable(),
  logo: z.null(),
  logo_hash: z.null(),
  thumbnail: z.null(),
  block_number: z.null(),
  validated: z.null(),
})

/** A token's price in the native coin from the swap route's pools, with the path it was read along. */
export const moralisTokenPriceSchema = z.object({
  nativePrice: z.object({ value: decimal, decimals: z.number(), name: z.string(), symbol: z.string() }),
  usdPrice: z.number().nullable(),
  exchangeAddress: address,
  exchangeName: z.string(),
  path: z.array(address),
})
