import { AddressParam } from '@vitrine/api'
import Parse from 'parse/node'

/** An optional parameter sent as null is not given, as when it is left out. */
export const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null

/**
 * A checksummed address from untrusted input, or a clear 400 naming the parameter: for the
 * functions whose parameters are not the contract's (Moralis's), with the contract's own rule.
 */
export function parseAddress(value: unknown, name: string): `0x${string}` {
  const parsed = AddressParam.safeParse(value)
  if (!parsed.success)
    throw new Parse.Error(Parse.Error.INVALID_VALUE, `${name} must be an address (0x and 40 hex digits).`)
  return parsed.data
}
