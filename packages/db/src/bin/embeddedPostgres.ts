/**
 * Runs the embedded PostgreSQL as its own process, so the stack runner can stop it last,
 * after everything that holds connections to it. Prints one JSON line when ready.
 * Env: PG_DATA_DIR, PG_PORT, PG_PASSWORD, PG_DATABASE.
 */
import { startEmbeddedPostgres } from '../startEmbeddedPostgres.ts'

const env = process.env
// Each client connection says this when the cluster stops on purpose.
const SHUTDOWN = /terminating connection due to administrator command/
const handle = await startEmbeddedPostgres({
  dataDir: env.PG_DATA_DIR ?? '.data/pg',
  port: Number(env.PG_PORT ?? 5433),
  password: env.PG_PASSWORD ?? 'postgres',
  database: env.PG_DATABASE ?? 'vitrine',
  onLog: (message) => {
    // Statement errors are the client's to report; pass on what threatens the database itself.
    if (env.LOG_LEVEL === 'debug' || (/\b(FATAL|PANIC)\b/.test(message) && !SHUTDOWN.test(message))) {
      process.stderr.write(message)
    }
  },
})
process.stdout.write(`${JSON.stringify({ ready: true, url: handle.url })}\n`)
const stop = () => handle.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
