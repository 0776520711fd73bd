import type { Db } from '../Db.ts'

/** A watched address and how far its activity is stored (see migration 021). */
export type AddressSync = { address: string; syncedTo: bigint; transactionsFrom: bigint }

/**
 * Watches `addresses` (lower-case) from now on: ERC-20 transfers from the chain's first block,
 * native transactions from `fromBlock`. An address watched already keeps its progress.
 */
export async function watchAddresses(db: Db, chainId: number, addresses: readonly string[], fromBlock: bigint) {
  if (addresses.length === 0) return
  await db.query(
    `INSERT INTO vitrine.address_syncs (chain_id, address, transactions_from)
     SELECT $1, address, $3 FROM unnest($2::text[]) AS address
     ON CONFLICT DO NOTHING`,
    [chainId, addresses, fromBlock.toString()],
  )
}

/**
 * Stops watching `address` (its rows stay; a later watch reads its transfers from the start
 * again). Whether it was watched. A signed-in user's wallet is watched again at the next step.
 */
export async function unwatchAddress(db: Db, chainId: number, address: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM vitrine.address_syncs WHERE chain_id = $1 AND address = $2', [
    chainId,
    address,
  ])
  return (rowCount ?? 0) > 0
}

/** Signed-in users' wallets not watched yet (Parse's `_User.ethAddress`; none before Parse made the table). */
export async function readUnwatchedWallets(db: Db, chainId: number, limit: number): Promise<string[]> {
  const { rows: exists } = await db.query<{ found: boolean }>(`SELECT to_regclass('"_User"') IS NOT NULL AS found`)
  if (!exists[0]?.found) return []
  const { rows } = await db.query<{ address: string }>(
    `SELECT DISTINCT lower(u."ethAddress") AS address FROM "_User" u
      WHERE u."ethAddress" ~* '^0x[0-9a-f]{40}$'
        AND NOT EXISTS (SELECT 1 FROM vitrine.address_syncs s WHERE s.chain_id = $1 AND s.address = lower(u."ethAddress"))
      LIMIT $2`,
    [chainId, limit],
  )
  return rows.map((row) => row.address)
}

export async function readAddressSyncs(db: Db, chainId: number): Promise<AddressSync[]> {
  const { rows } = await db.query<{ address: string; synced_to: string; transactions_from: string }>(
    'SELECT address, synced_to, transactions_from FROM vitrine.address_syncs WHERE chain_id = $1 ORDER BY address',
    [chainId],
  )
  return rows.map((row) => ({
    address: row.address,
    syncedTo: BigInt(row.synced_to),
    transactionsFrom: BigInt(row.transactions_from),
  }))
}

/** The address's progress, or null when it is not watched. */
export async function readAddressSync(db: Db, chainId: number, address: string): Promise<AddressSync | null> {
  const { rows } = await db.query<{ synced_to: string; transactions_from: string }>(
    'SELECT synced_to, transactions_from FROM vitrine.address_syncs WHERE chain_id = $1 AND address = $2',
    [chainId, address],
  )
  const row = rows[0]
  return row ? { address, syncedTo: BigInt(row.synced_to), transactionsFrom: BigInt(row.transactions_from) } : null
}
