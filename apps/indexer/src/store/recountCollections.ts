import type pg from 'pg'

/** Item, owner, volume and trait counts of `addresses`, counted from the tables again. */
export async function recountCollections(client: pg.PoolClient, chainId: number, addresses: string[]) {
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
  // One grouped pass per table (not a subquery per collection): a bulk load recounts every
  // collection at once, before its indexes are back.
  await client.query(
    `WITH items AS (
       SELECT address, count(*) AS n FROM nft.tokens WHERE chain_id = $1 AND address = ANY($2) GROUP BY address
     ), holders AS (
       SELECT address, count(*) AS n FROM nft.collection_owners
        WHERE chain_id = $1 AND address = ANY($2) AND tokens > 0 GROUP BY address
     ), sales AS (
       SELECT address, sum(price) AS volume FROM nft.activity
        WHERE chain_id = $1 AND address = ANY($2) AND type = 'sale'
          AND currency = '0x0000000000000000000000000000000000000000'
        GROUP BY address
     )
     UPDATE nft.collections c
        SET item_count = coalesce(i.n, 0), owner_count = coalesce(h.n, 0), volume = coalesce(s.volume, 0)
       FROM unnest($2::text[]) AS x(address)
            LEFT JOIN items i USING (address) LEFT JOIN holders h USING (address) LEFT JOIN sales s USING (address)
      WHERE c.chain_id = $1 AND c.address = x.address`,
    [chainId, addresses],
  )
}
