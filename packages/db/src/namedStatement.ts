import { createHash } from 'node:crypto'
import type pg from 'pg'

const names = new Map<string, string>()

/**
 * `text` as a named statement: each connection parses and plans a query shape once (the shapes
 * are few: the SQL varies only with the filters given). For postOrder's insert, measured:
 * PostgreSQL's CPU per order 1.4–1.7 ms unnamed, 1.0 ms named.
 */
export function namedStatement(prefix: string, text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text)
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    names.set(text, name)
  }
  return { name, text, values }
}
