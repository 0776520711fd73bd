import pg from 'pg'

/** A connection pool; `max` defaults to what one server process needs under load. */
export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {})
  return pool
}
