import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address in its checksummed (EIP-55) form, as every answer of the API gives it. */
export type Address = `0x${string}`

const ADDRESS_MESSAGE = 'must be an address (0x and 40 hex digits).'

/** An address the API answers with: checksummed. */
export const Address = z
  .string()
  .refine(
    (value) => isAddress(value, { strict: true }) && value === getAddress(value),
    'must be a checksummed address.',
  )
  .transform((value) => value as Address)

/** An address a client sends, in any letter case; it becomes its checksummed form. */
export const AddressParam = z
  .string({ error: ADDRESS_MESSAGE })
  .refine((value) => isAddress(value, { strict: false }), ADDRESS_MESSAGE)
  .transform((value) => getAddress(value) as Address)
