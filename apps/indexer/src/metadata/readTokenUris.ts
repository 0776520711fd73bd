import { type Address, type PublicClient, parseAbi } from 'viem'

const uriAbi = parseAbi([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

export type TokenRef = { address: Address; tokenId: bigint; standard: 'ERC721' | 'ERC1155' }

/**
 * `tokenURI` / `uri` of many tokens at once: parallel calls that the transport sends as JSON-RPC
 * batches. A token whose call fails (burned, not a compliant contract) gets null. URIs come whole:
 * an inline (`data:`) document may be long, and its size is checked where it is read.
 */
export async function readTokenUris(client: PublicClient, tokens: readonly TokenRef[]): Promise<(string | null)[]> {
  return Promise.all(
    tokens.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: uriAbi,
          functionName: token.standard === 'ERC721' ? 'tokenURI' : 'uri',
          args: [token.tokenId],
        })
        .catch(() => null),
    ),
  )
}
