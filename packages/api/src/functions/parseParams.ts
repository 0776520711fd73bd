import type { z } from 'zod'

export type ParamsOutcome<T> = { success: true; data: T } | { success: false; message: string }

/**
 * Checks a function's parameters against its schema. A problem is one sentence naming the
 * parameter (`owner must be an address (0x and 40 hex digits).`), for a 400 a person can act on.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): ParamsOutcome<z.output<S>> {
  const result = schema.safeParse(params ?? {})
  if (result.success) return { success: true, data: result.data }
  const issue = result.error.issues[0]
  const name = issue?.path[0]
  // A sentence: the order book's messages (`must be an address (0x and 40 hex digits)`) end without one.
  const text = issue?.message ?? 'is not valid.'
  const message = text.endsWith('.') ? text : `${text}.`
  return { success: false, message: name === undefined ? `The parameters ${message}` : `${String(name)} ${message}` }
}
