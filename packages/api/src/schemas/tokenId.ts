import { z } from 'zod'

const MAX_UINT256 = (1n << 256n) - 1n
const MESSAGE = 'must be a decimal string of a whole number from 0 to 2^256 - 1.'

/** A token id: the decimal string of a uint256, no sign, no leading zero. */
export const TokenId = z
  .string({ error: MESSAGE })
  .refine((value) => /^(0|[1-9][0-9]{0,77})$/.test(value) && BigInt(value) <= MAX_UINT256, MESSAGE)

export type TokenId = z.infer<typeof TokenId>
