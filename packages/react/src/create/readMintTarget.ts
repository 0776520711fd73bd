import type { Standard } from '@vitrine/api'
import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, parseAbi, publicActions, type WalletClient } from 'viem'
import { supportsInterfaceAbi } from './creatorAbis.ts'

// ERC-165 interface ids of ERC-1155 and ERC-721.
const ERC1155 = '0xd9b67a26'
const ERC721 = '0x80ac58cd'
const ownerAbi = parseAbi(['function owner() view returns (address)'])

/** What minting needs to know of a collection first: its kind and its owner (null: none read). */
export type MintTarget = { standard: Standard; owner: Address | null }

/**
 * A collection's kind (ERC-165) and owner (Ownable), asked of the contract through the wallet's
 * chain, so a form can ask for an edition size and refuse a stranger's collection before
 * anything is uploaded. Null when the contract is neither ERC-721 nor ERC-1155 (or absent); a
 * chain that cannot be reached rejects (the form says to try again).
 */
export async function readMintTarget(wallet: WalletClient, collection: Address): Promise<MintTarget | null> {
  const reader = wallet.extend(publicActions)
  const supports = (interfaceId: `0x${string}`) =>
    reader
      .readContract({
        address: collection,
        abi: supportsInterfaceAbi,
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
      // A revert or an empty answer is the chain's: no such interface (or no contract). Anything
      // else is an outage, thrown as it is: never read as "not a collection".
      .catch((error: unknown) => {
        if (isRefusedByChain(error)) return false
        throw error
      })
  const standard = (await supports(ERC1155)) ? 'ERC1155' : (await supports(ERC721)) ? 'ERC721' : null
  if (!standard) return null
  const owner = await reader
    .readContract({ address: collection, abi: ownerAbi, functionName: 'owner' })
    // A revert: not Ownable, and the mint itself will say whether this wallet may. An outage is thrown.
    .catch((error: unknown) => {
      if (isRefusedByChain(error)) return null
      throw error
    })
  return { standard, owner }
}
