export { createPool } from './createPool.ts'
export { type Migration, migrate } from './migrate.ts'
export { migrations } from './migrations/index.ts'
export {
  type EmbeddedPostgresHandle,
  type StartEmbeddedPostgresParameters,
  startEmbeddedPostgres,
} from './startEmbeddedPostgres.ts'
