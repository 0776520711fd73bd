import Parse from 'parse/node'
import type { PageCursor } from './pageCursor.ts'

/** A page of `limit` items out of `limit + 1` read: the extra one says there is a next page. */
export function toPage<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const more = rows.length > limit
  const results = more ? rows.slice(0, limit) : rows
  return { results, cursor: more ? cursorOf(results[results.length - 1] as T) : null }
}

/**
 * A cursor's values after its scope (the function and sort it was made for), which must match:
 * a cursor of another query would read a strange page. Null when no cursor was given.
 */
export function scopedCursor(cursor: PageCursor, value: string | undefined, scope: string, length: number) {
  const values = cursor.decode(value, length + 1)
  if (values && values[0] !== scope)
    throw new Parse.Error(Parse.Error.INVALID_VALUE, 'cursor belongs to another query or sort.')
  return values?.slice(1) ?? null
}

export const notFound = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)
