import type { Standard } from '@vitrine/api'
import type { Db } from '../Db.ts'

/** A collection's standard, name and symbol. */
export type CollectionInfo = {
  address: string
  standard: Standard
  name: string | null
  symbol: string | null
}

/** Standard, name and symbol of the given collections, by address (those indexed). */
export async function readCollectionsInfo(
  db: Db,
  chainId: number,
  addresses: string[],
): Promise<Map<string, CollectionInfo>> {
  const { rows } = await db.query<CollectionInfo>(
    'SELECT address, standard, name, symbol FROM nft.collections WHERE chain_id = $1 AND address = ANY($2)',
    [chainId, [...new Set(addresses)]],
  )
  return new Map(rows.map((row) => [row.address, row]))
}
