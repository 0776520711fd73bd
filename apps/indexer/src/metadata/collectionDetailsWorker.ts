import type pg from 'pg'
import { type Address, type PublicClient, parseAbi } from 'viem'
import { isTransientRpcError } from '../rpc/isTransientRpcError.ts'
import { fetchMetadata, type MetadataOptions } from './fetchMetadata.ts'
import { storableText, storedUri } from './storableText.ts'

const detailsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function contractURI() view returns (string)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
])

export type CollectionDetailsDeps = { pool: pg.Pool; client: PublicClient; chainId: number; options: MetadataOptions }

/**
 * Name, symbol, ERC-2981 royalty and `contractURI` picture of collections seen for the first
 * time. Each call may fail (not every contract has them): a missing one stays null.
 */
export async function processCollectionDetails(deps: CollectionDetailsDeps, limit = 20): Promise<number> {
  // A token the collection has, for royaltyInfo: asking about one that does not exist may revert.
  const { rows } = await deps.pool.query<{ address: Address; token_id: string | null }>(
    `SELECT c.address, (SELECT t.token_id FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address
                         ORDER BY t.first_block, t.token_id LIMIT 1) AS token_id
       FROM nft.collections c WHERE c.chain_id = $1 AND c.details_status = 'pending' ORDER BY c.first_block LIMIT $2`,
    [deps.chainId, limit],
  )
  await Promise.all(
    rows.map(async ({ address, token_id }) => {
      // A call the contract refuses means it lacks that detail: null. An RPC failure is thrown,
      // so the collection stays pending and is tried again, not stored without its details.
      const read = <T>(functionName: 'name' | 'symbol' | 'contractURI' | 'royaltyInfo', args?: readonly bigint[]) =>
        deps.client
          .readContract({ address, abi: detailsAbi, functionName, args } as never)
          .then((value) => value as T)
          .catch((error: unknown) => {
            if (isTransientRpcError(error)) throw error
            return null
          })
      const [name, symbol, contractUri, royalty] = await Promise.all([
        read<string>('name'),
        read<string>('symbol'),
        read<string>('contractURI'),
        read<readonly [Address, bigint]>('royaltyInfo', [BigInt(token_id ?? 0), 10_000n]),
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
    }),
  )
  return rows.length
}

/** The picture of a `contractURI` document, read within the same limits as token metadata. */
async function contractImage(uri: string, options: MetadataOptions): Promise<string | null> {
  return (await fetchMetadata(uri, 0n, options).catch(() => null))?.image ?? null
}
