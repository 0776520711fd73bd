import type { ParsedUrlQuery } from 'node:querystring'
import { AddressParam, TokenId } from '@vitrine/api'

/** A route's address parameter, checksummed; null when it is not an address (the page is a 404). */
export function addressParam(query: ParsedUrlQuery, name = 'address'): `0x${string}` | null {
  const parsed = AddressParam.safeParse(query[name])
  return parsed.success ? parsed.data : null
}

/** A route's token id parameter; null when it is not a uint256 decimal string. */
export function tokenIdParam(query: ParsedUrlQuery, name = 'tokenId'): string | null {
  const parsed = TokenId.safeParse(query[name])
  return parsed.success ? parsed.data : null
}
