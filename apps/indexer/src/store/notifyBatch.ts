import type { LiveChange } from '@vitrine/api'
import { notifyLive } from '@vitrine/db'
import type pg from 'pg'
import type { Writes } from '../handlers/Writes.ts'

const ZERO = '0x0000000000000000000000000000000000000000'
/** Past this many activity rows (a backfill batch) the change is "everything": not worth listing. */
const LISTED_ROWS = 200

/**
 * Tells the servers' live streams what a committed batch changed: the collections, tokens and
 * accounts of its activity, and the orders whose state moved (NOTIFY is delivered at commit).
 */
export async function notifyBatch(client: pg.PoolClient, writes: Writes, blockNumber: bigint): Promise<void> {
  if (writes.activity.length > LISTED_ROWS) {
    const none = { collections: [], tokens: [], accounts: [], orders: [] }
    await notifyLive(client, { cause: 'block', block: Number(blockNumber), ...none, everything: true })
    return
  }
  const collections = new Set<string>()
  const tokens = new Map<string, { address: string; tokenId: string }>()
  const accounts = new Set<string>()
  const orders: string[] = []
  const token = (address: string, tokenId: string | null) => {
    collections.add(address)
    if (tokenId !== null) tokens.set(`${address}:${tokenId}`, { address, tokenId })
  }
  for (const row of writes.activity) {
    // A cancel is recorded under the Seaport contract: its orders are in the updates.
    if (row.type !== 'cancel') token(row.address, row.tokenId === null ? null : row.tokenId.toString())
    for (const account of [row.from, row.to]) if (account && account !== ZERO) accounts.add(account)
  }
  // A factory's new collection: on explore and its creator's profile before any token.
  for (const created of writes.collections.values()) {
    if (!created.creator) continue
    collections.add(created.address)
    accounts.add(created.creator)
  }
  for (const update of writes.orderUpdates) {
    if (!update.changed) continue
    orders.push(update.orderHash)
    token(update.address, update.tokenId)
    accounts.add(update.maker)
  }
  if (collections.size === 0 && orders.length === 0) return
  const change: LiveChange = {
    cause: 'block',
    block: Number(blockNumber),
    collections: [...collections],
    tokens: [...tokens.values()],
    accounts: [...accounts],
    orders,
    everything: false,
  }
  await notifyLive(client, change)
}
