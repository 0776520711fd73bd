import { z } from 'zod'
import { LIMITS } from '../limits.ts'

/**
 * One page of a list: its items and the keyset cursor of the next page (`null` on the last).
 * The cursor is opaque and signed by the server; a client only passes it back.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), cursor: z.string().nullable() })

export type Page<T> = { results: T[]; cursor: string | null }

/** `null` means left out, as `undefined` does: JSON clients often send every key. */
export const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => (value === null ? undefined : value) as z.output<T> | undefined)

/** `limit`: 1 to 100, default 20. */
export const Limit = z
  .number({ error: `must be a whole number from 1 to ${LIMITS.page}.` })
  .int(`must be a whole number from 1 to ${LIMITS.page}.`)
  .min(1, `must be a whole number from 1 to ${LIMITS.page}.`)
  .max(LIMITS.page, `must be a whole number from 1 to ${LIMITS.page}.`)
  .nullish()
  .transform((value) => value ?? LIMITS.defaultPage)

const CURSOR_MESSAGE = 'is not valid: pass back a cursor from a previous page, or none.'

/** The cursor of a previous page, or none for the first. Its signature is checked by the server. */
export const Cursor = optional(z.string({ error: CURSOR_MESSAGE }).max(LIMITS.cursor, CURSOR_MESSAGE))

/** The parameters every paged function takes. */
export const paging = { limit: Limit, cursor: Cursor }
