import type { Logger } from '@vitrine/runtime/logger'
import type { ReadCache } from './cache/createReadCache.ts'
import { registerFileTriggers, type UploadBudgets } from './files/registerFileTriggers.ts'
import type { FunctionDeps } from './functions/FunctionDeps.ts'
import type { FunctionTable } from './functions/functionTable.ts'
import { mountFunctions } from './functions/mountFunctions.ts'
import { SERVER_FUNCTIONS } from './functions/serverFunctions.ts'
import type { EmailChangeBudget } from './users/emailChangeBudget.ts'
import { registerUserTriggers } from './users/registerUserTriggers.ts'

type ParseStatic = typeof import('parse/node')

/** Every trigger and cloud function of the backend, registered once at start. */
export function registerCloudCode(
  Parse: ParseStatic,
  deps: Omit<FunctionDeps, 'Parse'> & {
    /** The per-user upload budgets. */
    uploads: UploadBudgets
    /** The per-user budget of email changes. */
    emailChanges: EmailChangeBudget
  },
  mount: { table: FunctionTable; cache: ReadCache; log: Logger },
) {
  registerUserTriggers(Parse, deps.emailChanges, mount.log)
  registerFileTriggers(Parse, deps.uploads, mount.log)
  mountFunctions(Parse, SERVER_FUNCTIONS, { ...deps, Parse }, mount)
}
