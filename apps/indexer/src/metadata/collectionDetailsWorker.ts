import type pg from 'pg'
import { type Address, type PublicClient, parseAbi } from 'viem'
import type { MetadataOptions } from './fetchMetadata.ts'
import { parseMetadata } from './parseMetadata.ts'
import { resolveTokenUri } from './resolveTokenUri.ts'
import { safeFetch } from './safeFetch.ts'
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
  const { rows } = await deps.pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE chain_id = $1 AND details_status = 'pending' ORDER BY first_block LIMIT $2`,
    [deps.chainId, limit],
  )
  await Promise.all(
    rows.map(async ({ address }) => {
      const read = <T>(functionName: 'name' | 'symbol' | 'contractURI' | 'royaltyInfo', args?: readonly bigint[]) =>
        deps.client
          .readContract({ address, abi: detailsAbi, functionName, args } as never)
          .then((value) => value as T)
          .catch(() => null)
      const [name, symbol, contractUri, royalty] = await Promise.all([
        read<string>('name'),
        read<string>('symbol'),
        read<string>('contractURI'),
        read<readonly [Address, bigint]>('royaltyInfo', [1n, 10_000n]),
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

async function contractImage(uri: string, options: MetadataOptions): Promise<string | null> {
  try {
    const resolved = resolveTokenUri(uri, 0n, options.ipfsGateway)
    const body = resolved.kind === 'inline' ? resolved.body : (await safeFetch(resolved.url, options)).body
    return parseMetadata(body, options.ipfsGateway).image
  } catch {
    return null
  }
}
