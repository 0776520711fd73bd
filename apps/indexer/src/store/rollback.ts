import { inTransaction } from '@vitrine/db'
import type pg from 'pg'

/**
 * Undoes everything indexed after `ancestor` (blocks a reorg orphaned), in one transaction:
 * balances lose the deltas of those blocks' activity, the activity and first sightings go, the
 * touched collections' counts are counted again (a reorg is rare: exact beats clever), and the
 * cursor moves back to the ancestor. Indexing then goes on from there on the new chain.
 */
export async function rollback(pool: pg.Pool, chainId: number, ancestor: { number: bigint; hash: string }) {
  const after = ancestor.number.toString()
  await inTransaction(pool, async (client) => {
    const { rows: touched } = await client.query<{ address: string }>(
      'SELECT DISTINCT address FROM nft.activity WHERE chain_id = $1 AND block_number > $2',
      [chainId, after],
    )
    // Each orphaned transfer moved `amount` from `from` to `to`: give it back.
    await client.query(
      `WITH moved AS (
         SELECT address, token_id, owner, sum(delta) AS delta FROM (
           SELECT address, token_id, from_address AS owner, amount AS delta FROM nft.activity
            WHERE chain_id = $1 AND block_number > $2 AND type IN ('mint', 'transfer', 'burn')
           UNION ALL
           SELECT address, token_id, to_address AS owner, -amount AS delta FROM nft.activity
            WHERE chain_id = $1 AND block_number > $2 AND type IN ('mint', 'transfer', 'burn')
         ) AS deltas
         WHERE owner <> '0x0000000000000000000000000000000000000000'
         GROUP BY address, token_id, owner
       )
       UPDATE nft.balances AS b SET amount = b.amount + moved.delta
         FROM moved
        WHERE b.chain_id = $1 AND b.address = moved.address AND b.token_id = moved.token_id AND b.owner = moved.owner`,
      [chainId, after],
    )
    await client.query('DELETE FROM nft.activity WHERE chain_id = $1 AND block_number > $2', [chainId, after])
    await client.query('DELETE FROM nft.tokens WHERE chain_id = $1 AND first_block > $2', [chainId, after])
    await client.query('DELETE FROM nft.collections WHERE chain_id = $1 AND first_block > $2', [chainId, after])
    await recount(
      client,
      chainId,
      touched.map((row) => row.address),
    )
    await client.query('DELETE FROM nft.blocks WHERE chain_id = $1 AND number > $2', [chainId, after])
    await client.query('UPDATE nft.sync_state SET block_number = $2, block_hash = $3 WHERE chain_id = $1', [
      chainId,
      after,
      ancestor.hash,
    ])
  })
}

/** Item, owner, volume and trait counts of `addresses`, counted from the tables again. */
async function recount(client: pg.PoolClient, chainId: number, addresses: string[]) {
  if (addresses.length === 0) return
  await client.query('DELETE FROM nft.collection_owners WHERE chain_id = $1 AND address = ANY($2)', [
    chainId,
    addresses,
  ])
  await client.query(
    `INSERT INTO nft.collection_owners (chain_id, address, owner, tokens)
     SELECT chain_id, address, owner, count(*) FROM nft.balances
      WHERE chain_id = $1 AND address = ANY($2) AND amount > 0 GROUP BY 1, 2, 3`,
    [chainId, addresses],
  )
  await client.query('DELETE FROM nft.trait_counts WHERE chain_id = $1 AND address = ANY($2)', [chainId, addresses])
  await client.query(
    `INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens)
     SELECT chain_id, address, trait_type, value, count(*) FROM nft.token_traits
      WHERE chain_id = $1 AND address = ANY($2) GROUP BY 1, 2, 3, 4`,
    [chainId, addresses],
  )
  await client.query(
    `UPDATE nft.collections c SET
       item_count = (SELECT count(*) FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address),
       owner_count = (SELECT count(*) FROM nft.collection_owners o
                       WHERE o.chain_id = c.chain_id AND o.address = c.address AND o.tokens > 0),
       volume = (SELECT coalesce(sum(price), 0) FROM nft.activity a
                  WHERE a.chain_id = c.chain_id AND a.address = c.address AND a.type = 'sale'
                    AND a.currency = '0x0000000000000000000000000000000000000000')
     WHERE c.chain_id = $1 AND c.address = ANY($2)`,
    [chainId, addresses],
  )
}
