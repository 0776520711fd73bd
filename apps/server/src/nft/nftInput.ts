import Parse from 'parse/node'
import { getAddress, isAddress } from 'viem'

const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)
/** An optional parameter sent as null is not given, as when it is left out. */
export const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null
/** A string of at most `max` characters that PostgreSQL can store (text cannot hold NUL). */
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && !value.includes('\u0000')
const MAX_UINT256 = (1n << 256n) - 1n

/** A checksummed address from untrusted input, or a clear error naming the parameter. */
export function parseAddress(value: unknown, name: string): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(`${name} must be an address (0x and 40 hex digits).`)
  return getAddress(value)
}

/** A token id as a decimal string of a uint256. */
export function parseTokenId(value: unknown): string {
  if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,77})$/.test(value) || BigInt(value) > MAX_UINT256) {
    throw invalid('tokenId must be a decimal string of a whole number from 0 to 2^256 - 1.')
  }
  return value
}

/** `limit`: 1 to 100, default 20. */
export function parseLimit(value: unknown): number {
  if (isAbsent(value)) return 20
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100) {
    throw invalid('limit must be a whole number from 1 to 100.')
  }
  return value
}

/** One of `allowed`, or the first one when not given. */
export function parseChoice<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (isAbsent(value)) return allowed[0] as T
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw invalid(`${name} must be one of: ${allowed.join(', ')}.`)
  return value as T
}

/** An optional search text, trimmed, at most 100 characters. */
export function parseQuery(value: unknown): string | null {
  if (isAbsent(value) || value === '') return null
  if (!isText(value, 100)) throw invalid('q must be a text of at most 100 characters.')
  return value.trim()
}

const MAX_TRAIT_TYPES = 10
const MAX_TRAIT_VALUES = 50

/**
 * A trait filter: `{ "<trait type>": ["<value>", …] }`, a token matching every type with any of
 * its values. Bounded, so a filter cannot become an expensive query.
 */
export function parseTraits(value: unknown): [string, string[]][] {
  if (isAbsent(value)) return []
  const shape = `traits must be an object of at most ${MAX_TRAIT_TYPES} trait types, each a list of 1 to ${MAX_TRAIT_VALUES} values (texts of at most 200 characters).`
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(shape)
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > MAX_TRAIT_TYPES) throw invalid(shape)
  return entries.map(([traitType, values]) => {
    if (
      !isText(traitType, 100) ||
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > MAX_TRAIT_VALUES ||
      !values.every((v) => isText(v, 200))
    ) {
      throw invalid(shape)
    }
    return [traitType, [...new Set(values as string[])]]
  })
}

/** A list of distinct choices from `allowed`, or null (all) when not given. */
export function parseChoices<T extends string>(value: unknown, allowed: readonly T[], name: string): T[] | null {
  if (isAbsent(value)) return null
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => allowed.includes(v as T)))
    throw invalid(`${name} must be a non-empty list of: ${allowed.join(', ')}.`)
  return [...new Set(value as T[])]
}
