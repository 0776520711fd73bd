export { createPool } from './createPool.ts'
export { describeOriginal, findItemOriginal, type ItemOriginal, type LazyItemKey } from './findItemOriginal.ts'
export { inTransaction } from './inTransaction.ts'
export { LIVE_CHANNEL, livePayload, notifyLive } from './liveChannel.ts'
export type { Migration } from './Migration.ts'
export { migrate } from './migrate.ts'
export { migrations } from './migrations/index.ts'
// The embedded PostgreSQL launcher is `@vitrine/db/embedded`, for the stack runner, tests and
// benchmarks only: a server gets the pool without it.
