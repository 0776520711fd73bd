import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, erc20Abi, type PublicClient } from 'viem'

/** An ERC-20's name, symbol and decimals; null where the contract has none (they are optional). */
export type Erc20Info = { name: string | null; symbol: string | null; decimals: number | null }

/** Tokens whose info is kept (a token's name, symbol and decimals do not change in practice). */
const KEPT = 5_000

/**
 * Reads tokens' ERC-20 info from the chain, kept per process. A call that reverts means the
 * contract has no such field (null); an RPC failure is thrown, never kept as a fact.
 */
export function createErc20InfoReader(client: Pick<PublicClient, 'readContract'>) {
  const kept = new Map<string, Erc20Info>()
  async function field<T>(token: Address, functionName: 'name' | 'symbol' | 'decimals'): Promise<T | null> {
    try {
      return (await client.readContract({ address: token, abi: erc20Abi, functionName })) as T
    } catch (error) {
      if (isRefusedByChain(error)) return null
      throw error
    }
  }
  async function read(token: string): Promise<Erc20Info> {
    const known = kept.get(token)
    if (known) return known
    const address = token as Address
    const [name, symbol, decimals] = await Promise.all([
      field<string>(address, 'name'),
      field<string>(address, 'symbol'),
      field<number>(address, 'decimals'),
    ])
    const info = { name, symbol, decimals: decimals === null ? null : Number(decimals) }
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string)
    kept.set(token, info)
    return info
  }
  return { read, readMany: (tokens: readonly string[]) => Promise.all(tokens.map(read)) }
}

export type Erc20InfoReader = ReturnType<typeof createErc20InfoReader>
