import pg from 'pg'
import type { Db } from '../Db.ts'
import { walPosition } from './walPosition.ts'

export type ReadRoutingOptions = {
  /** A replica missing anything the primary had this long ago is skipped (READ_REPLICA_MAX_LAG_MS). */
  maxLagMs: number
  /** How often the primary's position and each replica's are read; default a quarter of `maxLagMs`, 200 ms at most. */
  checkEveryMs?: number
  /** A replica starts or stops serving reads: up and within the lag, or not (with why not). */
  onReplicaChange?: (replica: number, serving: boolean, cause?: unknown) => void
}

export type ReadRouting = {
  /** Writes, and reads that must see the latest of everything (a transaction's). */
  primary: pg.Pool
  /** Runs a read on a replica that has every write this process knows of, else on the primary. */
  reads: Db
  /**
   * Something was written, by this process or another (heard of on the live channel): until a
   * replica has replayed the primary's log past this moment, reads go to the primary.
   */
  wrote(): void
  status(): { replicas: { serving: boolean; replayed: string }[]; readsOnReplicas: number; readsOnPrimary: number }
  close(): Promise<void>
}

/** `pool` runs reads, `checks` (one connection) the position checks, which never wait behind reads. */
type Replica = { pool: pg.Pool; checks: pg.Pool; up: boolean; serving: boolean; replayed: bigint }

/** A replica that does not answer its check within this is taken for dead until it answers again. */
const CHECK_TIMEOUT_MS = 1_000

const PRIMARY_POSITION = 'SELECT pg_current_wal_insert_lsn()::text AS position'
const REPLICA_POSITION = 'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed'

/**
 * Public reads on PostgreSQL streaming replicas (DATABASE_READ_URLS), decided per read:
 * - a replica serves only while it has replayed everything the primary had `maxLagMs` ago (the
 *   primary's log position is sampled every check, so the lag is measured on the primary's clock
 *   alone) and answers its checks; one that dies, falls behind or is promoted is skipped;
 * - after a write this process knows of (`wrote()`), reads go to the primary until a replica has
 *   replayed past the primary's log position read after that write: the answer a reader gets, and
 *   the read cache keeps, is never older than a change it was told about;
 * - a read that fails on a replica is read again on the primary (a read may be repeated).
 * Without replicas, reads are the primary's and nothing runs in the background.
 */
export function createReadRouting(
  primary: pg.Pool,
  replicaUrls: readonly string[] = [],
  {
    maxLagMs,
    checkEveryMs = Math.min(200, Math.max(10, Math.floor(maxLagMs / 4))),
    onReplicaChange,
  }: ReadRoutingOptions = { maxLagMs: 1_000 },
): ReadRouting {
  const counts = { replicas: 0, primary: 0 }
  if (replicaUrls.length === 0) {
    return {
      primary,
      reads: primary,
      wrote: () => {},
      status: () => ({ replicas: [], readsOnReplicas: 0, readsOnPrimary: 0 }),
      close: async () => {},
    }
  }
  // A dead replica's connections fail fast, and a read cut off mid-way ends (to be read again).
  const replicaPool = (connectionString: string, max: number) => {
    const pool = new pg.Pool({
      connectionString,
      max,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      query_timeout: 5_000,
      keepAlive: true,
    })
    pool.on('error', () => {})
    return pool
  }
  const replicas: Replica[] = replicaUrls.map((url) => ({
    pool: replicaPool(url, 20),
    checks: replicaPool(url, 1),
    up: false,
    serving: false,
    replayed: 0n,
  }))
  // Positions are read on connections of their own: behind a busy pool's queue, every read
  // would wait for them (they decide where reads go).
  const positions = new pg.Pool({ ...primary.options, max: 2 })
  positions.on('error', () => {})
  // The primary's log position at each check, oldest first, over the last `maxLagMs`; `at` is
  // when it was asked, so the position is at least the primary's at that time.
  const samples: { at: number; position: bigint }[] = []
  const readPrimaryPosition = async () =>
    walPosition((await positions.query<{ position: string }>(PRIMARY_POSITION)).rows[0]?.position ?? '')
  /** What a replica must have replayed to be within the lag: the primary's position at the oldest sample not older than it; null without one. */
  const lagBound = () => {
    const since = Date.now() - maxLagMs
    return samples.find((sample) => sample.at >= since)?.position ?? null
  }

  // Writes noted, writes whose position is known, and the highest such position.
  let noted = 0
  let covered = 0
  let fence = 0n
  let fencing: Promise<void> | null = null
  const settleFence = async () => {
    try {
      while (covered < noted) {
        const target = noted
        const position = await readPrimaryPosition()
        if (position > fence) fence = position
        covered = target
      }
    } catch {
      // The primary did not answer: reads stay on it, and the next check asks again.
      return
    } finally {
      fencing = null
    }
    // Replay on a replica takes milliseconds: ask them now rather than at the next check.
    void check()
  }
  const wrote = () => {
    noted += 1
    fencing ??= settleFence()
  }

  const setServing = (index: number, replica: Replica, serving: boolean, cause?: unknown) => {
    if (replica.serving === serving) return
    replica.serving = serving
    onReplicaChange?.(index, serving, cause)
  }
  const checkReplica = async (replica: Replica, index: number, bound: bigint) => {
    let timer: NodeJS.Timeout | undefined
    try {
      const answered = replica.checks.query<{ standby: boolean; replayed: string | null }>(REPLICA_POSITION)
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
      })
      const row = (await Promise.race([answered, late])).rows[0]
      if (!row?.standby || !row.replayed) {
        replica.up = false
        return setServing(index, replica, false, new Error('it is not a standby replaying the primary (promoted?)'))
      }
      replica.replayed = walPosition(row.replayed)
      replica.up = true
      const within = replica.replayed >= bound
      setServing(
        index,
        replica,
        within,
        within ? undefined : new Error(`behind the primary by more than ${maxLagMs} ms`),
      )
    } catch (error) {
      replica.up = false
      setServing(index, replica, false, error)
    } finally {
      clearTimeout(timer)
    }
  }
  let checking: Promise<void> | null = null
  // A check asked for while one runs: run once more after it (its answers may predate the ask).
  let again = false
  const runCheck = async () => {
    try {
      const at = Date.now()
      samples.push({ at, position: await readPrimaryPosition() })
    } catch {
      // Without the primary's position no replica can be shown to be within the lag.
    }
    const since = Date.now() - maxLagMs
    while (samples.length > 0 && (samples[0] as { at: number }).at < since) samples.shift()
    const bound = lagBound()
    await Promise.all(
      replicas.map((replica, index) =>
        bound === null
          ? setServing(index, replica, false, new Error('the primary does not answer'))
          : checkReplica(replica, index, bound),
      ),
    )
    if (covered < noted) fencing ??= settleFence()
  }
  const check = (): Promise<void> => {
    if (closed) return Promise.resolve()
    if (checking) {
      again = true
      return checking
    }
    checking = runCheck().finally(() => {
      checking = null
      if (again && !closed) {
        again = false
        void check()
      }
    })
    return checking
  }
  let closed = false
  void check()
  const timer = setInterval(check, checkEveryMs)
  timer.unref()

  let next = 0
  const pick = (): Replica | null => {
    if (covered < noted) return null
    const bound = lagBound()
    if (bound === null) return null
    for (let step = 0; step < replicas.length; step++) {
      const index = (next + step) % replicas.length
      const replica = replicas[index] as Replica
      if (replica.up && replica.replayed >= bound && replica.replayed >= fence) {
        next = index + 1
        return replica
      }
    }
    return null
  }

  const query = async (statement: string | pg.QueryConfig, values?: unknown[]) => {
    const replica = pick()
    if (replica) {
      try {
        const result = await replica.pool.query(statement, values)
        counts.replicas += 1
        return result
      } catch (error) {
        // Read again on the primary, whatever failed. The replica is taken out (until its next
        // check) when the failure is its own — a connection lost or refused, a shutdown — not
        // the statement's, nor a read cancelled by a conflict with replay.
        if (!(error instanceof pg.DatabaseError) || /^(08|57P)/.test(error.code ?? '')) replica.up = false
      }
    }
    counts.primary += 1
    return primary.query(statement, values)
  }

  return {
    primary,
    reads: { query: query as unknown as Db['query'] },
    wrote,
    status: () => ({
      replicas: replicas.map((replica) => ({ serving: replica.serving, replayed: replica.replayed.toString() })),
      readsOnReplicas: counts.replicas,
      readsOnPrimary: counts.primary,
    }),
    async close() {
      closed = true
      clearInterval(timer)
      await Promise.allSettled([checking, fencing])
      await Promise.all([positions.end(), ...replicas.flatMap((replica) => [replica.pool.end(), replica.checks.end()])])
    },
  }
}
