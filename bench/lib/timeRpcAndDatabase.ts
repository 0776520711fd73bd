import type pg from 'pg'
import type { PublicClient } from 'viem'

type CopyStream = { text: string; once(event: 'finish', listener: () => void): unknown }

/** Time spent inside the RPC client and inside the database, while the backfill runs. */
export function timeRpcAndDatabase(client: PublicClient, pool: pg.Pool) {
  const spent = { rpc: 0, db: 0, statements: new Map<string, number>() }
  const timed =
    <A extends unknown[], R>(add: (ms: number) => void, f: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const began = performance.now()
      try {
        return await f(...args)
      } finally {
        add(performance.now() - began)
      }
    }
  const toRpc = (ms: number) => {
    spent.rpc += ms
  }
  const timedClient = {
    ...client,
    request: timed(toRpc, client.request),
    getBlock: timed(toRpc, client.getBlock),
  } as PublicClient
  // writeBatch's transaction holds one connection from connect() to release(): that span is
  // database time, and its statements are labelled by the first table they name. It overlaps the
  // next range's fetch, and both count in full.
  const connect = async () => {
    const began = performance.now()
    const connection = await pool.connect()
    const { query, release } = connection
    const send = query.bind(connection) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>
    connection.query = ((text: string | CopyStream, values?: unknown[]) => {
      const sql = typeof text === 'string' ? text : text.text
      // Labelled by the (first) table a statement writes, schema changes by their kind.
      const ddl = /^\s*(CREATE INDEX|DROP INDEX|SET)/.exec(sql)?.[1]
      const written = /(?:INSERT INTO|UPDATE|DELETE FROM|COPY) nft\.(\w+)/.exec(sql)?.[1]
      const label = ddl ?? written ?? /nft\.(\w+)/.exec(sql)?.[1] ?? sql.split(/\s/)[0] ?? '?'
      const add = (ms: number) => spent.statements.set(label, (spent.statements.get(label) ?? 0) + ms)
      if (typeof text === 'string') return timed(add, send)(text, values)
      // A COPY stream: timed from its start to its last row taken.
      const began = performance.now()
      text.once('finish', () => add(performance.now() - began))
      return send(text as never)
    }) as typeof query
    connection.release = (error?: Error | boolean) => {
      spent.db += performance.now() - began
      connection.query = query
      connection.release = release
      release.call(connection, error)
    }
    return connection
  }
  const timedPool = new Proxy(pool, {
    get: (target, key) => {
      if (key === 'connect') return connect
      if (key === 'query') return timed((ms) => (spent.db += ms), target.query.bind(target) as pg.Pool['query'])
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { client: timedClient, pool: timedPool, spent }
}
