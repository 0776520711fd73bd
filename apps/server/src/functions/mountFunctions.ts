import type { Logger } from '@vitrine/runtime/logger'
import type { ReadCache } from '../cache/createReadCache.ts'
import type { AnyServerFunction } from './defineServerFunction.ts'
import type { FunctionDeps } from './FunctionDeps.ts'
import type { FunctionTable } from './functionTable.ts'
import { mountedFunction } from './mountedFunction.ts'

type ParseStatic = typeof import('parse/node')

/**
 * Registers every definition with Parse Server and fills `table` with the same functions: the
 * Parse registration, the fast routes and the in-process calls all derive from the one list.
 */
export function mountFunctions(
  Parse: ParseStatic,
  definitions: readonly AnyServerFunction[],
  deps: FunctionDeps,
  { table, cache, log }: { table: FunctionTable; cache: ReadCache; log: Logger },
) {
  for (const definition of definitions) {
    const { name, access } = definition
    if (table.functions.has(name)) throw new Error(`The cloud function ${name} is defined twice.`)
    const run = mountedFunction(definition, deps, cache, log)
    ;(Parse.Cloud.define as (name: string, handler: typeof run) => void)(name, run)
    table.functions.set(name, run)
    if (definition.fast && access.who === 'anyone')
      table.fast.set(name, { run, cached: definition.cache !== undefined })
  }
}
