import { z } from 'zod'

/** The scalars of the market's wire shapes (numbers as decimal strings), shared by its schemas. */
const MAX_UINT256 = (1n << 256n) - 1n

/** An address as text: 0x and 40 hex digits, any letter case (the server answers checksummed). */
export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)')
/** 32 bytes as 0x and 64 hex digits. */
export const bytes32Schema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes (0x and 64 hex digits)')
export const hexSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes (0x and pairs of hex digits)')

/**
 * A uint256 as a decimal string ("numbers as decimal strings"); a 0x hex string (seaport-js's
 * salt) and a safe JSON integer (its item and order types) are taken too. Always decimal after.
 */
export const uint256Schema = z
  .union([
    z.string().regex(/^(0|[1-9][0-9]{0,77})$/),
    z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value, context) => {
    const number = BigInt(value)
    if (number > MAX_UINT256) {
      context.addIssue({ code: 'custom', message: 'must be at most 2^256 - 1' })
      return z.NEVER
    }
    return number.toString()
  })
