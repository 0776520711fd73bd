import Parse from 'parse/node'
import type { Address } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import type { Erc20Info, Erc20InfoReader } from './erc20Info.ts'
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

/** token.getTokenMetadata({ chain, addresses }): each contract's metadata, read from the chain. */
export async function getTokenMetadata(erc20: Erc20InfoReader, chainId: number, p: MoralisParams) {
  parseMoralisChain(p.chain, chainId)
  const addresses = parseAddresses(p.addresses).map((address) => address.toLowerCase())
  let infos: Erc20Info[]
  try {
    infos = await erc20.readMany(addresses)
  } catch (error) {
    throw temporarilyUnavailable('Reading token metadata', error)
  }
  // As Moralis's Erc20Metadata: what the index does not keep (logos, validation) is null.
  return addresses.map((address, i) => {
    const info = infos[i] as Erc20Info
    return {
      address,
      name: info.name,
      symbol: info.symbol,
      decimals: info.decimals === null ? null : String(info.decimals),
      logo: null,
      logo_hash: null,
      thumbnail: null,
      block_number: null,
      validated: null,
    }
  })
}
