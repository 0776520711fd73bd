import { createHmac, timingSafeEqual } from 'node:crypto'
import Parse from 'parse/node'

/**
 * Opaque keyset cursors: the last row's sort values, signed with a server secret. A client can
 * pass one back but not forge or edit one: that is a clear error, not a strange page or a 500.
 */
export function createPageCursor(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 16)
  return {
    encode(values: readonly string[]): string {
      const payload = Buffer.from(JSON.stringify(values)).toString('base64url')
      return `${payload}.${sign(payload).toString('base64url')}`
    },
    /** The values of a cursor this server made; null when no cursor was given. */
    decode(cursor: unknown, length: number): string[] | null {
      if (cursor === undefined || cursor === null) return null
      const forged = new Parse.Error(
        Parse.Error.INVALID_VALUE,
        'cursor is not valid: pass back a cursor from a previous page, or none.',
      )
      if (typeof cursor !== 'string' || cursor.length > 1024) throw forged
      const [payload, signature] = cursor.split('.')
      if (!payload || !signature) throw forged
      const expected = sign(payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged
      const values = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
      if (!Array.isArray(values) || values.length !== length || !values.every((v) => typeof v === 'string'))
        throw forged
      return values as string[]
    },
  }
}

export type PageCursor = ReturnType<typeof createPageCursor>
