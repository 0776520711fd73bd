import type { Logger } from '@vitrine/runtime/logger'

/** What a worker tells the primary: built and waiting to open the port, then serving (see runPrimary). */
export type WorkerPrepared = { type: 'prepared' }
export type WorkerReady = { type: 'ready'; undecided: { classes: string[]; functions: string[] } }
/** The primary's go: open the port. */
export type ListenNow = { type: 'listen' }

/** Classes and functions the permission tables do not know: closed to clients, said once. */
export function reportUndecided(logger: Logger, undecided: WorkerReady['undecided']) {
  for (const className of undecided.classes) {
    logger.warn({ className }, 'class closed to clients: it has no entry in permissions/classAccess.ts')
  }
  for (const name of undecided.functions) {
    logger.warn({ name }, 'cloud function closed to clients: it has no entry in permissions/functionAccess.ts')
  }
}
