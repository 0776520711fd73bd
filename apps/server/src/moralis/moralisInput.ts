import Parse from 'parse/node'
import { isAbsent, parseAddress } from '../nft/nftInput.ts'
import type { PageCursor } from '../nft/pageCursor.ts'
import type { TokenIdFormat } from './moralisShapes.ts'

const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)
const MAX_UINT256 = (1n << 256n) - 1n
/** The most rows one page holds; a larger `limit` is served in pages of this size. */
export const MAX_PAGE_SIZE = 100

/** Moralis parameters that change an answer in ways the index cannot serve: refused, never ignored. */
const UNSUPPORTED = ['offset', 'from_block', 'to_block', 'from_date', 'to_date', 'order'] as const

export type MoralisParams = Record<string, unknown>

export const params = (request: { params: unknown }): MoralisParams => (request.params ?? {}) as MoralisParams

/** Refuses the Moralis parameters this server does not serve, except those `allowed` here. */
export function refuseUnsupported(p: MoralisParams, allowed: readonly string[] = []) {
  for (const name of UNSUPPORTED) {
    if (!isAbsent(p[name]) && !allowed.includes(name)) {
      throw invalid(`${name} is not supported by this server: page with cursor, from the newest.`)
    }
  }
}

export const parseMoralisAddress = (value: unknown, name: string) => parseAddress(value, name)

/** A token id, decimal (as Moralis sends it), or hex with `0x`. */
export function parseMoralisTokenId(value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text === 'string' && /^(0|[1-9][0-9]{0,77}|0x[0-9a-fA-F]{1,64})$/.test(text)) {
    const id = BigInt(text)
    if (id <= MAX_UINT256) return id.toString()
  }
  throw invalid('token_id must be a token id: a whole number from 0 to 2^256 - 1, decimal or 0x hex.')
}

export function parseFormat(value: unknown): TokenIdFormat {
  if (isAbsent(value)) return 'decimal'
  if (value !== 'decimal' && value !== 'hex') throw invalid("format must be 'decimal' or 'hex'.")
  return value
}

/** `limit`: 1 to 500 as Moralis allowed, default 100; pages hold at most MAX_PAGE_SIZE rows. */
export function parsePageSize(value: unknown): number {
  if (isAbsent(value)) return MAX_PAGE_SIZE
  const limit = typeof value === 'string' && /^[0-9]{1,3}$/.test(value) ? Number(value) : value
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw invalid('limit must be a whole number from 1 to 500.')
  }
  return Math.min(limit, MAX_PAGE_SIZE)
}

/** Where a page starts: the page number, the total counted on the first page, and the keyset. */
export type PagePosition = { page: number; total: number | null; after: string[] | null }

/**
 * Moralis pages, on Vitrine's signed cursors: a cursor carries its query's scope (the function and
 * its address), the next page's number, the total, and the last row's keys.
 */
export function createMoralisPaging(cursor: PageCursor) {
  return {
    position(value: unknown, scope: string, keys: number): PagePosition {
      if (isAbsent(value) || value === '') return { page: 0, total: null, after: null }
      const values = cursor.decode(value, keys + 3) as string[]
      if (values[0] !== scope) throw invalid('cursor belongs to another query.')
      return { page: Number(values[1]), total: Number(values[2]), after: values.slice(3) }
    },
    /** The page envelope of `rows` (fetched one past the page size, to know whether more follow). */
    page<R, T>(
      rows: R[],
      pageSize: number,
      at: PagePosition & { total: number },
      scope: string,
      keysOf: (last: R) => string[],
      shape: (row: R) => T,
    ) {
      const more = rows.length > pageSize
      const shown = more ? rows.slice(0, pageSize) : rows
      const last = shown[shown.length - 1]
      return {
        status: 'SYNCED' as const,
        total: at.total,
        page: at.page,
        page_size: pageSize,
        cursor:
          more && last !== undefined
            ? cursor.encode([scope, String(at.page + 1), String(at.total), ...keysOf(last)])
            : null,
        result: shown.map(shape),
      }
    },
  }
}

export type MoralisPaging = ReturnType<typeof createMoralisPaging>
