import type { Logger } from '@vitrine/runtime/logger'
import type { OrderBookPlace } from '../orderBook/orderBookLink.ts'

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

const ORDER_BOOK_SOCKET = 'VITRINE_ORDER_BOOK_SOCKET'
const ORDER_BOOK_KEEPER = 'VITRINE_ORDER_BOOK_KEEPER'

/** A worker's place in the order book, as the primary gives it in the worker's environment. */
export const orderBookEnv = ({ socketPath, keeper }: OrderBookPlace) => ({
  [ORDER_BOOK_SOCKET]: socketPath,
  [ORDER_BOOK_KEEPER]: keeper ? '1' : '0',
})

/** The worker's place in the order book, from its environment (null: no primary gave one). */
export function orderBookPlaceOf(env: NodeJS.ProcessEnv): OrderBookPlace | null {
  const socketPath = env[ORDER_BOOK_SOCKET]
  return socketPath ? { socketPath, keeper: env[ORDER_BOOK_KEEPER] === '1' } : null
}
