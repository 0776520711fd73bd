import { creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { isRefusedByChain } from '@vitrine/rpc'
import type pg from 'pg'
import { type Address, getAddress, type PublicClient, parseAbiItem } from 'viem'
import { INDEXED_TOPICS } from '../src/decode/indexedTopics.ts'
import { handleLogs } from '../src/handlers/handleLogs.ts'
import { getLogsAdaptive } from '../src/rpc/getLogsAdaptive.ts'

const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)')
const transferSingle = parseAbiItem(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
)
const transferBatch = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
)

/**
 * Every token the chain's transfer logs name, and for ERC-1155 everyone who ever received one:
 * read with viem's own event decoding, not the indexer's, so that a token the indexer missed
 * or invented shows.
 */
async function tokensOnChain(client: PublicClient) {
  const [nfts, singles, batches] = await Promise.all([
    client.getLogs({ event: transfer, fromBlock: 0n, strict: true }),
    client.getLogs({ event: transferSingle, fromBlock: 0n, strict: true }),
    client.getLogs({ event: transferBatch, fromBlock: 0n, strict: true }),
  ])
  const erc721 = new Set(nfts.map((log) => `${getAddress(log.address)}:${log.args.tokenId}`))
  const holders = new Map<string, Set<Address>>()
  const received = (address: Address, id: bigint, to: Address) => {
    const key = `${getAddress(address)}:${id}`
    holders.set(key, (holders.get(key) ?? new Set()).add(to))
  }
  for (const log of singles) received(log.address, log.args.id, log.args.to)
  for (const log of batches) for (const id of log.args.ids) received(log.address, id, log.args.to)
  return { erc721, holders }
}

/**
 * Compares the index with the chain itself, token by token: the same tokens (none missing, none
 * invented), `ownerOf` of every ERC-721 token, `balanceOf` of every ERC-1155 holder (whoever the
 * logs or the index name), then the counters. Returns the mismatches (none: good).
 */
export async function compareWithChain(pool: pg.Pool, client: PublicClient, chainId: number): Promise<string[]> {
  const problems: string[] = []
  const chain = await tokensOnChain(client)
  const { rows: tokens } = await pool.query<{ address: Address; token_id: string; standard: string }>(
    `SELECT t.address, t.token_id::text, c.standard FROM nft.tokens t
       JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address WHERE t.chain_id = $1`,
    [chainId],
  )
  const indexed = new Set(tokens.map((row) => `${row.address}:${row.token_id}`))
  for (const key of [...chain.erc721, ...chain.holders.keys()])
    if (!indexed.has(key)) problems.push(`${key}: on chain, not indexed`)
  for (const key of indexed)
    if (!chain.erc721.has(key) && !chain.holders.has(key)) problems.push(`${key}: indexed, not on chain`)

  for (const { address, token_id, standard } of tokens) {
    const tokenId = BigInt(token_id)
    const { rows } = await pool.query<{ owner: Address; amount: string }>(
      'SELECT owner, amount FROM nft.balances WHERE chain_id = $1 AND address = $2 AND token_id = $3 AND amount > 0',
      [chainId, address, token_id],
    )
    if (standard === 'ERC721') {
      // A burned token has no owner: ownerOf reverts. Any other failure is no answer, and thrown.
      const owner = await client
        .readContract({ address, abi: creatorCollectionAbi, functionName: 'ownerOf', args: [tokenId] })
        .catch((error: unknown) => {
          if (isRefusedByChain(error)) return null
          throw error
        })
      const held = owner === null ? [] : [{ owner, amount: '1' }]
      if (JSON.stringify(rows) !== JSON.stringify(held))
        problems.push(`${address} #${tokenId}: chain says ${owner}, index says ${JSON.stringify(rows)}`)
      continue
    }
    const holders = new Set([...(chain.holders.get(`${address}:${token_id}`) ?? []), ...rows.map((row) => row.owner)])
    for (const holder of holders) {
      const onChain = await client.readContract({
        address,
        abi: creatorEditionAbi,
        functionName: 'balanceOf',
        args: [holder, tokenId],
      })
      const kept = BigInt(rows.find((row) => row.owner === holder)?.amount ?? 0)
      if (onChain !== kept) problems.push(`${address} #${tokenId} of ${holder}: chain ${onChain}, index ${kept}`)
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
 * The activity table's on-chain rows against every row the chain's logs make up to the cursor: a
 * missing row shows as `missing …`, a doubled or invented one as `extra …` (rows of orders posted
 * off chain, a listing, have no transaction and are not the chain's). Returns the differences.
 */
export async function compareActivityWithChain(
  pool: pg.Pool,
  client: PublicClient,
  chainId: number,
  seaport: ReadonlySet<string>,
): Promise<string[]> {
  const { rows: cursor } = await pool.query('SELECT block_number FROM nft.sync_state WHERE chain_id = $1', [chainId])
  const { logs } = await getLogsAdaptive(client, 0n, BigInt(cursor[0]?.block_number ?? 0), INDEXED_TOPICS)
  const expected = handleLogs(logs, seaport).activity.map(
    (row) => `${row.blockNumber}:${row.logIndex}:${row.batchIndex} ${row.type} ${row.txHash}`,
  )
  const { rows } = await pool.query<{ key: string }>(
    `SELECT block_number || ':' || log_index || ':' || batch_index || ' ' || type || ' ' || tx_hash AS key
       FROM nft.activity WHERE chain_id = $1 AND tx_hash IS NOT NULL`,
    [chainId],
  )
  const indexed = rows.map((row) => row.key)
  const left = new Set(indexed)
  return [
    ...expected.filter((key) => !left.delete(key)).map((key) => `missing ${key}`),
    ...[...left].map((key) => `extra ${key}`),
  ]
}
