import type { Standard } from '@vitrine/api'
import { type Address, publicActions, type WalletClient } from 'viem'
import { supportsInterfaceAbi } from './creatorAbis.ts'

// ERC-165 interface ids of ERC-1155 and ERC-721.
const ERC1155 = '0xd9b67a26'
const ERC721 = '0x80ac58cd'

/**
 * Whether a collection is ERC-721 or ERC-1155, asked of the contract itself (ERC-165) through the
 * wallet's chain; null when it answers neither (not a token contract, or no contract there).
 */
export async function readCollectionStandard(wallet: WalletClient, collection: Address): Promise<Standard | null> {
  const reader = wallet.extend(publicActions)
  const supports = (interfaceId: `0x${string}`) =>
    reader
      .readContract({
        address: collection,
        abi: supportsInterfaceAbi,
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
      // A revert or an empty answer: no such interface (or no contract).
      .catch(() => false)
  if (await supports(ERC1155)) return 'ERC1155'
  if (await supports(ERC721)) return 'ERC721'
  return null
}
