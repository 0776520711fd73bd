import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, type Hex, publicActions, type WalletClient } from 'viem'
import { creatorCollectionAbi } from './creatorAbis.ts'

/** Keys per read: a call stays small whatever the batch. */
const KEYS_PER_READ = 500

export type ReadMintedRowsParameters = {
  collection: Address
  keys: readonly Hex[]
  /** Read as of this block (a mint's receipt's), not the node's latest. */
  blockNumber?: bigint
}

/**
 * The token each batch row (by its key, see `batchRowKeys`) has minted in the collection, null
 * for a row not minted yet: read from the chain, so a second tab's mint or one mined after a
 * reload counts. Null as a whole when the collection cannot mint by row keys (made before
 * `tokensOfKeys`, or not a Vitrine collection). A chain that cannot be reached rejects.
 */
export async function readMintedRows(
  wallet: WalletClient,
  { collection, keys, blockNumber }: ReadMintedRowsParameters,
): Promise<(bigint | null)[] | null> {
  const reader = wallet.extend(publicActions)
  const ids: (bigint | null)[] = []
  for (let at = 0; at < keys.length; at += KEYS_PER_READ) {
    const part = await reader
      // Both kinds of collection answer `tokensOfKeys` alike: one ABI entry reads either.
      .readContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'tokensOfKeys',
        args: [keys.slice(at, at + KEYS_PER_READ)],
        ...(blockNumber === undefined ? {} : { blockNumber }),
      })
      .catch((error: unknown) => {
        if (isRefusedByChain(error)) return null
        throw error
      })
    if (part === null) return null
    ids.push(...part.map((id) => (id === 0n ? null : id)))
  }
  return ids
}
