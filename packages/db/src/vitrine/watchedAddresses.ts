import type { Db } from '../Db.ts'

/** A row of `vitrine.watched_addresses`: an address followed for address-scoped data (Moralis's `watchEthAddress`). */
export type WatchedAddressRow = { chain_id: number; address: string; created_at: Date }

/** Watches `address` (lower-cased); watching it again changes nothing. */
export async function watchAddress(db: Db, chainId: number, address: string): Promise<void> {
  await db.query('INSERT INTO vitrine.watched_addresses (chain_id, address) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    chainId,
    address.toLowerCase(),
  ])
}

/** Stops watching `address`. Returns whether it was watched. */
export async function unwatchAddress(db: Db, chainId: number, address: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM vitrine.watched_addresses WHERE chain_id = $1 AND address = $2', [
    chainId,
    address.toLowerCase(),
  ])
  return (rowCount ?? 0) > 0
}

/** Every watched address of a chain. */
export async function readWatchedAddresses(db: Db, chainId: number): Promise<WatchedAddressRow[]> {
  const { rows } = await db.query<WatchedAddressRow>(
    'SELECT * FROM vitrine.watched_addresses WHERE chain_id = $1 ORDER BY address',
    [chainId],
  )
  return rows
}
