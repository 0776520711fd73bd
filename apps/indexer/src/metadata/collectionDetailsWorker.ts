import { fetchMetadata, type MetadataOptions, storableText, storedUri } from '@vitrine/metadata'
import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, parseAbi } from 'viem'
import type { Common } from '../Common.ts'
import { readPendingCollections, writeCollectionDetails } from '../store/collectionDetailsQueue.ts'
import { notifyDetails } from '../store/notifyDetails.ts'
import { metadataOptions } from './metadataOptions.ts'

const detailsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function contractURI() view returns (string)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
])

/**
 * Name, symbol, ERC-2981 royalty and `contractURI` picture of collections seen for the first
 * time. A call the contract refuses (it reverts, or has no such function) means it lacks that
 * detail: null. A call the node does not answer leaves the collection pending, to be read again
 * later, never stored without its details; when no collection of the round could be read, the
 * error is thrown for the caller to retry after a pause. Returns how many collections it stored.
 */
export async function processCollectionDetails(common: Common, limit = 20): Promise<number> {
  const rows = await readPendingCollections(common.pool, common.config.CHAIN_ID, limit)
  const outcomes = await Promise.allSettled(rows.map((row) => readAndStore(common, row.address, row.token_id)))
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
  if (failures.length > 0 && failures.length === rows.length) throw failures[0]
  await notifyDetails(
    common.pool,
    rows.flatMap((row, i) => (outcomes[i]?.status === 'fulfilled' ? [{ address: row.address, tokenId: null }] : [])),
  )
  return rows.length - failures.length
}

async function readAndStore(common: Common, address: Address, tokenId: string | null) {
  const read = <T>(functionName: 'name' | 'symbol' | 'contractURI' | 'royaltyInfo', args?: readonly bigint[]) =>
    common.client
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
  const image = contractUri ? await contractImage(contractUri, metadataOptions(common.config)) : null
  await writeCollectionDetails(common.pool, common.config.CHAIN_ID, address, {
    name: storableText(name, 200),
    symbol: storableText(symbol, 50),
    contractUri: storedUri(contractUri),
    royaltyBps: royalty && royalty[1] <= 10_000n ? Number(royalty[1]) : null,
    image,
  })
}

/** The picture of a `contractURI` document, read within the same limits as token metadata. */
async function contractImage(uri: string, options: MetadataOptions): Promise<string | null> {
  // The picture is decoration: a document that cannot be fetched or read leaves it out, and the
  // name, symbol and royalty the chain gave are stored all the same.
  return (await fetchMetadata(uri, 0n, options).catch(() => null))?.image ?? null
}
