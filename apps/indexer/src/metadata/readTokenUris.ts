import type { Standard } from '@vitrine/api'
import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, type PublicClient, parseAbi } from 'viem'

const uriAbi = parseAbi([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

export type TokenRef = { address: Address; tokenId: bigint; standard: Standard }

/**
 * What the chain said of a token's URI: the URI; `none` when the contract refuses (the call
 * reverts: burned, not minted, not a compliant contract); or `unavailable` when the node did not
 * answer (the error says why), which says nothing about the token.
 */
export type TokenUriRead =
  | { status: 'ok'; uri: string }
  | { status: 'none' }
  | { status: 'unavailable'; error: unknown }

/**
 * `tokenURI` / `uri` of many tokens at once: parallel calls that the transport sends as JSON-RPC
 * batches. URIs come whole: an inline (`data:`) document may be long, and its size is checked
 * where it is read.
 */
export async function readTokenUris(client: PublicClient, tokens: readonly TokenRef[]): Promise<TokenUriRead[]> {
  return Promise.all(
    tokens.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: uriAbi,
          functionName: token.standard === 'ERC721' ? 'tokenURI' : 'uri',
          args: [token.tokenId],
        })
        .then(
          (uri): TokenUriRead => ({ status: 'ok', uri }),
          (error: unknown): TokenUriRead =>
            isRefusedByChain(error) ? { status: 'none' } : { status: 'unavailable', error },
        ),
    ),
  )
}
