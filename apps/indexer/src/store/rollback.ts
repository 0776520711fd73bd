import { inTransaction, orphanOutboxAfter, rollBackAddressActivity } from '@vitrine/db'
import type pg from 'pg'
import { recountCollections } from './recountCollections.ts'
import { rollBackOrders } from './rollBackOrders.ts'

/**
 * Undoes everything indexed after `ancestor` (blocks a reorg orphaned), in one transaction:
 * balances lose the deltas of those blocks' activity, the activity and first sightings go, the
 * touched collections' counts are counted again (a reorg is rare: exact beats clever), and the
 * cursor moves back to the ancestor; synced events of those blocks become orphans. Indexing then goes on from there on the new chain.
 */
export async function rollback(pool: pg.Pool, chainId: number, ancestor: { number: bigint; hash: string }) {
  const after = ancestor.number.toString()
  await inTransaction(pool, async (client) => {
    const { rows: touched } = await client.query<{ address: string }>(
      'SELECT DISTINCT address FROM nft.activity WHERE chain_id = $1 AND block_number > $2 AND tx_hash IS NOT NULL',
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
    // Off-chain items (orders posted: no transaction) stay; their orders are checked again.
    await client.query('DELETE FROM nft.activity WHERE chain_id = $1 AND block_number > $2 AND tx_hash IS NOT NULL', [
      chainId,
      after,
    ])
    await rollBackOrders(client, chainId, ancestor.number)
    await client.query('DELETE FROM nft.tokens WHERE chain_id = $1 AND first_block > $2', [chainId, after])
    await client.query('DELETE FROM nft.collections WHERE chain_id = $1 AND first_block > $2', [chainId, after])
    await recountCollections(
      client,
      chainId,
      touched.map((row) => row.address),
    )
    await rollBackAddressActivity(client, chainId, ancestor.number)
    // Synced events of the dropped blocks: the relay destroys their rows in Parse (triggers fire).
    await orphanOutboxAfter(client, chainId, ancestor.number)
    await client.query('DELETE FROM nft.blocks WHERE chain_id = $1 AND number > $2', [chainId, after])
    await client.query('UPDATE nft.sync_state SET block_number = $2, block_hash = $3 WHERE chain_id = $1', [
      chainId,
      after,
      ancestor.hash,
    ])
  })
}
