import { z } from 'zod'

/** An amount of wei (or of an ERC-1155 token): a whole number as a decimal string, never a float. */
export const Wei = z.string().regex(/^(0|[1-9][0-9]*)$/, 'must be a whole number as a decimal string.')

export type Wei = z.infer<typeof Wei>

/** A count of copies (ERC-1155 balances), a decimal string as `Wei` is. */
export const Amount = Wei
