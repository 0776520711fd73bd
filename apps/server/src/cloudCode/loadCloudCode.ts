import type { Logger } from '@vitrine/runtime/logger'
import type { CloudCodeConfig } from '../config.ts'
import type { FunctionTable } from '../functions/functionTable.ts'
import { cloudCodeGlobals } from './cloudCodeGlobals.ts'
import { type CloudCodeDefinitions, recordCloudCode } from './recordCloudCode.ts'
import { registerCloudCodeDefinitions } from './registerCloudCodeDefinitions.ts'
import { watchCloudCode } from './watchCloudCode.ts'

type ParseStatic = typeof import('parse/node')

/** The operator's cloud code, loaded: what it defines, and how it joins Parse Server. */
export type OperatorCloudCode = {
  /** The cloud functions it defines, opened to clients with the app id (permissions/routeAllowList.ts). */
  functionNames: readonly string[]
  /** Registers its functions and triggers (in Parse's `cloud` hook), and in development watches its folder. */
  register(Parse: ParseStatic): void
}

/**
 * Loads CLOUD_CODE at start, before Parse Server is built (its functions' names go into the route
 * allow list): a file that fails throws a CloudCodeLoadError, and the server does not start. In
 * development (`reload`) a change to its folder loads it again; a load that fails is logged and
 * the previous code kept.
 */
export function loadCloudCode(
  config: CloudCodeConfig,
  deps: { Parse: ParseStatic; table: FunctionTable; log: Logger; appId: string },
): OperatorCloudCode {
  const log = deps.log.child({ part: 'cloudCode' })
  const globals = cloudCodeGlobals(deps.Parse, deps.table, deps.log)
  const startedAt = performance.now()
  let current: CloudCodeDefinitions = recordCloudCode(config.file, globals)
  const functionNames = current.functions.map(({ name }) => name)
  log.info(
    {
      file: config.file,
      functions: functionNames.length,
      triggers: current.triggers.length,
      ms: Math.round(performance.now() - startedAt),
    },
    'cloud code loaded',
  )
  const reload = (Parse: ParseStatic) => {
    const reloadStartedAt = performance.now()
    let next: CloudCodeDefinitions
    try {
      next = recordCloudCode(config.file, globals)
    } catch (error) {
      log.error({ err: error }, 'cloud code reload failed; the previous code is kept')
      return
    }
    registerCloudCodeDefinitions(Parse, next, { appId: deps.appId, log, previous: current })
    current = next
    const unopened = next.functions.map(({ name }) => name).filter((name) => !functionNames.includes(name))
    if (unopened.length)
      log.warn({ functions: unopened }, 'new cloud functions are opened to clients at the next start')
    log.info(
      {
        functions: next.functions.length,
        triggers: next.triggers.length,
        ms: Math.round(performance.now() - reloadStartedAt),
      },
      'cloud code reloaded',
    )
  }
  return {
    functionNames,
    register(Parse) {
      registerCloudCodeDefinitions(Parse, current, { appId: deps.appId, log })
      if (config.reload) watchCloudCode(config.file, () => reload(Parse), log)
    },
  }
}
