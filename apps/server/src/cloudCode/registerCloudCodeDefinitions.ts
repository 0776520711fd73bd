import type { Logger } from '@vitrine/runtime/logger'
import { runAsCloudCode } from './cloudCodeScope.ts'
import { parseTriggers as triggers } from './parseTriggers.ts'
import type { CloudCodeDefinitions } from './recordCloudCode.ts'

type ParseStatic = typeof import('parse/node')
type Request = { object?: { id?: string }; functionName?: string }
type Registrar = (...args: unknown[]) => void

/**
 * Registers a load's definitions with Parse Server, each handler run as cloud code (its writes
 * to app classes elevated: elevateCloudCodeWrites.ts). A throw in `afterSave`/`afterDelete` is
 * logged with its cause and the save kept (as Parse and Moralis did); one in a `before` trigger
 * fails that call alone (Parse answers 141 with its message; a debug line). `previous` (a dev
 * reload) is taken away first, so no trigger runs twice.
 */
export function registerCloudCodeDefinitions(
  Parse: ParseStatic,
  definitions: CloudCodeDefinitions,
  { appId, log, previous }: { appId: string; log: Logger; previous?: CloudCodeDefinitions | null },
) {
  for (const { name } of previous?.functions ?? []) triggers.removeFunction(name, appId)
  for (const { type, className } of previous?.triggers ?? []) triggers.removeTrigger(type, className, appId)
  const cloud = Parse.Cloud as unknown as Record<string, Registrar>
  for (const { name, handler, validator } of definitions.functions) {
    const run = handler as (request: Request) => unknown
    cloud.define?.(name, (request: Request) => runAsCloudCode(() => run(request)), validator)
  }
  for (const { type, className, handler, validator } of definitions.triggers) {
    const run = handler as (request: Request) => unknown
    const after = type === 'afterSave' || type === 'afterDelete'
    const wrapped = async (request: Request) => {
      try {
        return await runAsCloudCode(() => run(request))
      } catch (error) {
        const fields = { err: error, className, objectId: request.object?.id }
        if (after) {
          log.error(fields, `${type} of ${className} failed; the change itself is kept`)
          return undefined
        }
        // The caller is told why (141 and the message); a client can cause these at will, so debug only.
        log.debug(fields, `${type} of ${className} refused the call`)
        throw error
      }
    }
    cloud[type]?.(className, wrapped, validator)
  }
}
