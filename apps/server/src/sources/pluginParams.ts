import { parseParams } from '@vitrine/api'
import Parse from 'parse/node'
import type { z } from 'zod'

/** A plugin call's parameters by its schema, or a 400 whose sentence names the parameter. */
export function pluginParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const outcome = parseParams(schema, params)
  if (!outcome.success) throw new Parse.Error(Parse.Error.INVALID_VALUE, outcome.message)
  return outcome.data
}
