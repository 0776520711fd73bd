import { createHash } from 'node:crypto'
import type pg from 'pg'
import { overBudget } from '../http/overBudget.ts'

/** Seconds a maker at the cap is told to wait: one of their orders may be filled or expire meanwhile. */
const MAKER_FULL_RETRY_SECONDS = 60
/** First key of the makers' advisory locks (PostgreSQL's two-key space, apart from the one-key locks). */
const MAKER_LOCKS = 725_319_018

/** An order past its maker's cap of open orders: 429, nothing stored. */
export const makerOrdersFull = (cap: number) =>
  overBudget(
    `This wallet has ${cap} open orders in the order book, the most one wallet may have. Cancel one, or wait until one is filled or expires, then post again.`,
    MAKER_FULL_RETRY_SECONDS,
  )

/** The second key of a maker's lock: 32 bits of a hash of the chain and the address. */
const lockKeyOf = (chainId: number, maker: string) =>
  createHash('sha1').update(`${chainId}:${maker.toLowerCase()}`).digest().readInt32BE(0)

/**
 * Opens a transaction on `client` holding each maker's lock until it ends: a count of a maker's
 * open orders made after this, and the inserts that follow it, are not raced by another process
 * (worker or instance) posting for the same maker. One round trip (the keys are numbers of ours);
 * taken in one order, so two batches never wait on each other's locks in a cycle.
 */
export async function beginWithMakersLocked(client: pg.PoolClient, chainId: number, makers: readonly string[]) {
  const keys = [...new Set(makers.map((maker) => lockKeyOf(chainId, maker)))].sort((a, b) => a - b)
  if (keys.length === 0) return void (await client.query('BEGIN'))
  await client.query(`BEGIN; SELECT ${keys.map((key) => `pg_advisory_xact_lock(${MAKER_LOCKS}, ${key})`).join(', ')}`)
}
