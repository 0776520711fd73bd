import type { Db } from '../Db.ts'
import { ACTIVITY_COLUMNS, type ActivityRow } from './ActivityRow.ts'

/** How many transfers (mints, transfers, burns; a sale stands for the transfer it settles), of a collection or an account. */
export async function countTransfers(
  db: Db,
  chainId: number,
  filter: { address: string | null; account: string | null },
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM nft.activity a
      WHERE a.chain_id = $1 AND NOT a.settles_sale AND a.type IN ('mint', 'transfer', 'burn', 'sale')
        AND ($2::text IS NULL OR a.address = $2)
        AND ($3::text IS NULL OR a.from_address = $3 OR a.to_address = $3)`,
    [chainId, filter.address, filter.account],
  )
  return Number(rows[0]?.n ?? 0)
}

/** How many sales a collection has had. */
export async function countSales(db: Db, chainId: number, address: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM nft.activity WHERE chain_id = $1 AND address = $2 AND type = 'sale'`,
    [chainId, address],
  )
  return Number(rows[0]?.n ?? 0)
}

/** A collection's cheapest sale since `since` (ETH and WETH, one to one), the newest of equal ones. */
export async function readLowestSale(
  db: Db,
  chainId: number,
  address: string,
  since: Date,
): Promise<ActivityRow | null> {
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM nft.activity a
      WHERE a.chain_id = $1 AND a.address = $2 AND a.type = 'sale' AND a.block_time >= $3
      ORDER BY a.price, a.block_number DESC, a.log_index DESC LIMIT 1`,
    [chainId, address, since],
  )
  return rows[0] ?? null
}
