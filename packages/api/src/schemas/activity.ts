import { z } from 'zod'
import { Address } from './address.ts'
import { TokenId } from './tokenId.ts'
import { Amount, Wei } from './wei.ts'
import { ActivityTypeSchema, TradingSourceSchema } from './words.ts'

/**
 * One event of a token's life, newest first in lists. A burn is a transfer to the zero address;
 * a sale has its `price`, `currency` (the zero address for ETH) and `source`.
 */
export const Activity = z.object({
  type: ActivityTypeSchema,
  /** The collection; for a cancel, the Seaport contract. */
  address: Address,
  tokenId: TokenId.nullable(),
  from: Address.nullable(),
  to: Address.nullable(),
  amount: Amount.nullable(),
  price: Wei.nullable(),
  currency: Address.nullable(),
  source: TradingSourceSchema.nullable(),
  /** Null for an off-chain item (`list`, `offer`: an order posted to the book). */
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .nullable(),
  blockNumber: z.number().int().nonnegative(),
  /** The block's time, ISO 8601. */
  timestamp: z.string().nullable(),
})
export type Activity = z.infer<typeof Activity>
