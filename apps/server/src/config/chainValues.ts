import { list } from '@vitrine/runtime/config'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

/** An address, checksummed. */
export const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be an address (0x and 40 hex digits)')
  .transform((value) => getAddress(value))

/** 32 bytes (a conduit key), lower-case. */
export const bytes32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes (0x and 64 hex digits)')
  .transform((value) => value.toLowerCase() as Hex)

/** A comma-separated list of addresses, each checksummed; any other entry is named. */
export const addressList = list.transform((listed, context) =>
  listed.map((entry) => {
    if (!isAddress(entry, { strict: false }))
      context.addIssue({ code: 'custom', message: `${entry} is not an address` })
    return isAddress(entry, { strict: false }) ? getAddress(entry) : (entry as Address)
  }),
)

/** The canonical WETH of the chains that have one; elsewhere WETH_ADDRESS must say. */
export const CANONICAL_WETH: Record<number, Address> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  10: '0x4200000000000000000000000000000000000006',
  8453: '0x4200000000000000000000000000000000000006',
  42161: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  11155111: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
}
