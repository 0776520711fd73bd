import { NATIVE_TOKEN, type SwapToken } from '@vitrine/api'
import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'

/**
 * ETH, WETH and the configured tokens, their symbols and decimals read from the chain once: an
 * answer is kept, an outage is not (the next call asks again).
 */
export function createSwapTokenList(client: PublicClient, weth: Address, tokens: readonly Address[]) {
  let list: Promise<SwapToken[]> | null = null
  const read = async (address: Address): Promise<SwapToken> => {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { address: getAddress(address), symbol, decimals }
  }
  return (): Promise<SwapToken[]> => {
    if (!list) {
      const unique = [...new Set([weth, ...tokens].map((a) => getAddress(a)))]
      list = Promise.all(unique.map(read)).then((read) => [
        { address: NATIVE_TOKEN, symbol: 'ETH', decimals: 18 },
        ...read,
      ])
      list.catch(() => {
        list = null
      })
    }
    return list
  }
}
