import { fetchMetadata, type MetadataOptions, storableText, storedUri } from '@vitrine/metadata'
import { isRefusedByChain } from '@vitrine/rpc'
import type pg from 'pg'
import { type Address, type PublicClient, parseAbi } from 'viem'
import { notifyDetails } from './notifyDetails.ts'

const detailsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function contractURI() view returns (string)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
])

export type CollectionDetailsDeps = { pool: pg.Pool; client: PublicClient; chainId: number; options: MetadataOptions }

/**
 * Name, symbol, ERC-2981 royalty and `contractURI` picture of collections seen for the first
 * time. A call the contract refuses (it reverts, or has no such function) means it lacks that
 * detail: null. A call the node does not answer leaves the collection pending, to be read again
 * later, never stored without its details; when no collection of the round could be read, the
 * error is thrown for the caller to retry after a pause. Returns how many collections it stored.
 */
export async function processCollectionDetails(deps: CollectionDetailsDeps, limit = 20): Promise<number> {
  // A token the collection has, for royaltyInfo: asking about one that does not exist may revert.
  const { rows } = await deps.pool.query<{ address: Address; token_id: string | null }>(
    `SELECT c.address, (SELECT t.token_id FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address
                         ORDER BY t.first_block, t.token_id LIMIT 1) AS token_id
       FROM nft.collections c WHERE c.chain_id = $1 AND c.details_status = 'pending' ORDER BY c.first_block LIMIT $2`,
    [deps.chainId, limit],
  )
  const outcomes = await Promise.allSettled(rows.map((row) => readAndStore(deps, row.address, row.token_id)))
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
  if (failures.length > 0 && failures.length === rows.length) throw failures[0]
  await notifyDetails(
    deps.pool,
    rows.flatMap((row, i) => (outcomes[i]?.status === 'fulfilled' ? [{ address: row.address, tokenId: null }] : [])),
  )
  return rows.length - failures.length
}

async function readAndStore(deps: CollectionDetailsDeps, address: Address, tokenId: string | null) {
  const read = <T>(functionName: 'name' | 'symbol' | 'contractURI' | 'royaltyInfo', args?: readonly bigint[]) =>
    deps.client
      .readContract({ address, abi: detailsAbi, functionName, args } as never)
      .then((value) => value as T)
      .catch((error: unknown) => {
        if (isRefusedByChain(error)) return null
        throw error
      })
  const [name, symbol, contractUri, royalty] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    read<string>('contractURI'),
    read<readonly [Address, bigint]>('royaltyInfo', [BigInt(tokenId ?? 0), 10_000n]),
  ])
  const image = contractUri ? await contractImage(contractUri, deps.options) : null
  await deps.pool.query(
    `UPDATE nft.collections SET name = $3, symbol = $4, contract_uri = $5, royalty_bps = $6, image = $7, details_status = 'ok'
      WHERE chain_id = $1 AND address = $2`,
    [
      deps.chainId,
      address,
      storableText(name, 200),
      storableText(symbol, 50),
      storedUri(contractUri),
      royalty && royalty[1] <= 10_000n ? Number(royalty[1]) : null,
      image,
    ],
  )
}

/** The picture of a `contractURI` document, read within the same limits as token metadata. */
async function contractImage(uri: string, options: MetadataOptions): Promise<string | null> {
  // The picture is decoration: a document that cannot be fetched or read leaves it out, and the
  // name, symbol and royalty the chain gave are stored all the same.
  return (await fetchMetadata(uri, 0n, options).catch(() => null))?.image ?? null
}
