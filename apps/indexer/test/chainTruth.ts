import { creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { devAccount } from '@vitrine/devchain'
import type pg from 'pg'
import type { Address, PublicClient } from 'viem'
import { handleLogs } from '../src/handlers/handleLogs.ts'
import { getLogsAdaptive } from '../src/rpc/getLogsAdaptive.ts'

/**
 * Compares the indexer's balances with the chain itself: `ownerOf` of every ERC-721 token and
 * `balanceOf` of every dev account for every ERC-1155 id. Returns the mismatches (none: good).
 */
export async function compareWithChain(pool: pg.Pool, client: PublicClient, chainId: number): Promise<string[]> {
  const problems: string[] = []
  const { rows: collections } = await pool.query<{ address: Address; standard: string }>(
    'SELECT address, standard FROM nft.collections WHERE chain_id = $1',
    [chainId],
  )
  for (const { address, standard } of collections) {
    const { rows: tokens } = await pool.query<{ token_id: string }>(
      'SELECT token_id FROM nft.tokens WHERE chain_id = $1 AND address = $2',
      [chainId, address],
    )
    for (const { token_id } of tokens) {
      const tokenId = BigInt(token_id)
      const { rows } = await pool.query<{ owner: string; amount: string }>(
        'SELECT owner, amount FROM nft.balances WHERE chain_id = $1 AND address = $2 AND token_id = $3 AND amount > 0',
        [chainId, address, token_id],
      )
      if (standard === 'ERC721') {
        const owner = await client.readContract({
          address,
          abi: creatorCollectionAbi,
          functionName: 'ownerOf',
          args: [tokenId],
        })
        if (rows.length !== 1 || rows[0]?.owner !== owner || rows[0]?.amount !== '1') {
          problems.push(`${address} #${tokenId}: chain says ${owner}, index says ${JSON.stringify(rows)}`)
        }
      } else {
        for (let i = 0; i < 10; i++) {
          const holder = devAccount(i).address
          const onChain = await client.readContract({
            address,
            abi: creatorEditionAbi,
            functionName: 'balanceOf',
            args: [holder, tokenId],
          })
          const indexed = BigInt(rows.find((row) => row.owner === holder)?.amount ?? 0)
          if (onChain !== indexed)
            problems.push(`${address} #${tokenId} of ${holder}: chain ${onChain}, index ${indexed}`)
        }
      }
    }
  }
  problems.push(...(await compareCounts(pool, chainId)))
  return problems
}

/** The counters the writes keep (items, owners per collection and per owner) against a recount. */
async function compareCounts(pool: pg.Pool, chainId: number): Promise<string[]> {
  const { rows } = await pool.query<{ address: string; problem: string }>(
    `SELECT c.address, format('item_count %s, owner_count %s; counted %s and %s', c.item_count, c.owner_count, i.n, o.n) AS problem
       FROM nft.collections c
       CROSS JOIN LATERAL (SELECT count(*) AS n FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address) i
       CROSS JOIN LATERAL (SELECT count(DISTINCT owner) AS n FROM nft.balances b
                            WHERE b.chain_id = c.chain_id AND b.address = c.address AND b.amount > 0) o
      WHERE c.chain_id = $1 AND (c.item_count <> i.n OR c.owner_count <> o.n)
     UNION ALL
     SELECT address, format('%s holds %s tokens, counted %s', owner, kept, counted) FROM (
       SELECT coalesce(k.address, b.address) AS address, coalesce(k.owner, b.owner) AS owner,
              coalesce(k.tokens, 0) AS kept, coalesce(b.n, 0) AS counted
         FROM (SELECT address, owner, tokens FROM nft.collection_owners WHERE chain_id = $1 AND tokens <> 0) k
         FULL JOIN (SELECT address, owner, count(*) AS n FROM nft.balances WHERE chain_id = $1 AND amount > 0
                     GROUP BY address, owner) b ON b.address = k.address AND b.owner = k.owner
     ) AS owners WHERE kept <> counted`,
    [chainId],
  )
  return rows.map((row) => `${row.address}: ${row.problem}`)
}

/**
 * The activity table against every row the chain's logs make up to the cursor: a missing row
 * shows as `missing …`, a doubled or invented one as `extra …`. Returns the differences.
 */
export async function compareActivityWithChain(
  pool: pg.Pool,
  client: PublicClient,
  chainId: number,
  seaport: ReadonlySet<string>,
): Promise<string[]> {
  const { rows: cursor } = await pool.query('SELECT block_number FROM nft.sync_state WHERE chain_id = $1', [chainId])
  const { logs } = await getLogsAdaptive(client, 0n, BigInt(cursor[0]?.block_number ?? 0))
  const expected = handleLogs(logs, seaport).activity.map(
    (row) => `${row.blockNumber}:${row.logIndex}:${row.batchIndex} ${row.type} ${row.txHash}`,
  )
  const { rows } = await pool.query<{ key: string }>(
    `SELECT block_number || ':' || log_index || ':' || batch_index || ' ' || type || ' ' || tx_hash AS key
       FROM nft.activity WHERE chain_id = $1`,
    [chainId],
  )
  const indexed = rows.map((row) => row.key)
  const left = new Set(indexed)
  return [
    ...expected.filter((key) => !left.delete(key)).map((key) => `missing ${key}`),
    ...[...left].map((key) => `extra ${key}`),
  ]
}
