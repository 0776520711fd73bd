import type { PublicClient } from 'viem'

/**
 * The first block at which `address` has code (its deployment), by binary search on eth_getCode
 * up to `head`; null when it has none at `head` (not a contract, or not yet deployed). An RPC
 * failure is thrown for the caller to retry: it says nothing about the contract.
 */
export async function findDeployBlock(
  client: PublicClient,
  address: `0x${string}`,
  head: bigint,
): Promise<bigint | null> {
  const hasCode = async (blockNumber: bigint) => {
    const code = await client.getCode({ address, blockNumber })
    return code !== undefined && code !== '0x'
  }
  if (!(await hasCode(head))) return null
  let low = 0n
  let high = head
  while (low < high) {
    const middle = (low + high) / 2n
    if (await hasCode(middle)) high = middle
    else low = middle + 1n
  }
  return low
}
