import { isRefusedByChain } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { parseMoralisChain } from './moralisChain.ts'
import { type MoralisParams, parseMoralisAddress } from './moralisInput.ts'

/** As Moralis: 25 contracts a call at most. */
export const MAX_TOKEN_ADDRESSES = 25

/** `addresses`: 1 to MAX_TOKEN_ADDRESSES contracts (one as a string taken too), each once. */
function parseAddresses(value: unknown): Address[] {
  const list = typeof value === 'string' ? [value] : value
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TOKEN_ADDRESSES)
    throw new Parse.Error(
      Parse.Error.INVALID_VALUE,
      `addresses must be a list of 1 to ${MAX_TOKEN_ADDRESSES} ERC-20 contract addresses.`,
    )
  return [...new Set(list.map((item, i) => parseMoralisAddress(item, `addresses[${i}]`)))]
}

/** One field of an ERC-20, or null when the contract has none (it reverts, or returns nothing). */
async function field<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isRefusedByChain(error)) return null
    throw temporarilyUnavailable('Reading token metadata', error)
  }
}

/** An ERC-20's name, symbol and decimals at the head, as Moralis's Erc20Metadata. */
export async function readTokenMetadata(client: Pick<PublicClient, 'readContract'>, address: Address) {
  const read = <N extends 'name' | 'symbol' | 'decimals'>(functionName: N) =>
    field(() => client.readContract({ address, abi: erc20Abi, functionName }))
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
  return {
    address: address.toLowerCase(),
    name: name as string | null,
    symbol: symbol as string | null,
    decimals: decimals === null ? null : String(decimals),
    logo: null,
    logo_hash: null,
    thumbnail: null,
    block_number: null,
    validated: null,
  }
}

/** token.getTokenMetadata({ chain, addresses }): each contract's metadata, read from the chain. */
export async function getTokenMetadata(client: Pick<PublicClient, 'readContract'>, chainId: number, p: MoralisParams) {
  parseMoralisChain(p.chain, chainId)
  const addresses = parseAddresses(p.addresses)
  return Promise.all(addresses.map((address) => readTokenMetadata(client, address)))
}
