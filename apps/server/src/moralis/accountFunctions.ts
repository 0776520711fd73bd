import Parse from 'parse/node'
import { isAbsent } from '../nft/nftInput.ts'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { parseMoralisChain } from './moralisChain.ts'
import {
  type MoralisParams,
  parseFormat,
  parseMoralisAddress,
  parsePageSize,
  refuseUnsupported,
} from './moralisInput.ts'
import { toMoralisNftOwner, toMoralisTransfer } from './moralisShapes.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'

const MAX_TOKEN_ADDRESSES = 50

/**
 * Moralis.Web3API.account.*: what an address owns and did, from Vitrine's index. Each takes
 * Moralis's parameters and answers Moralis's v2 shape (moralisShapes.ts).
 */
export function accountFunctions(deps: MoralisWeb3Deps) {
  const { chainId, moralis, paging } = deps

  async function ownedTokens(p: MoralisParams, collections: string[] | null, scope: string) {
    parseMoralisChain(p.chain, chainId)
    refuseUnsupported(p)
    const owner = parseMoralisAddress(p.address, 'address')
    const format = parseFormat(p.format)
    const pageSize = parsePageSize(p.limit)
    const at = paging.position(p.cursor, `${scope}:${owner}:${collections?.join(',') ?? ''}`, 2)
    const [rows, total] = await Promise.all([
      moralis.tokensOfOwner(owner, collections, at.after, pageSize + 1),
      at.total ?? moralis.countTokensOfOwner(owner, collections),
    ])
    const info = await moralis.collectionsInfo(rows.map((row) => row.address))
    return paging.page(
      rows,
      pageSize,
      { ...at, total },
      `${scope}:${owner}:${collections?.join(',') ?? ''}`,
      (last) => [last.address, last.token_id],
      (row) => toMoralisNftOwner(chainId, row, info.get(row.address), format),
    )
  }

  return {
    /** account.getNFTs({ address, chain, format?, limit?, cursor?, token_addresses? }) */
    getNFTs(p: MoralisParams) {
      let collections: string[] | null = null
      if (!isAbsent(p.token_addresses)) {
        const list = Array.isArray(p.token_addresses) ? p.token_addresses : [p.token_addresses]
        if (list.length === 0 || list.length > MAX_TOKEN_ADDRESSES) {
          throw new Parse.Error(
            Parse.Error.INVALID_VALUE,
            `token_addresses must be a list of 1 to ${MAX_TOKEN_ADDRESSES} addresses.`,
          )
        }
        collections = [...new Set(list.map((a) => parseMoralisAddress(a, 'token_addresses')))].sort()
      }
      return ownedTokens(p, collections, 'getNFTs')
    },

    /** account.getNFTsForContract({ address, token_address, chain, format?, limit?, cursor? }) */
    getNFTsForContract(p: MoralisParams) {
      return ownedTokens(p, [parseMoralisAddress(p.token_address, 'token_address')], 'getNFTsForContract')
    },

    /** account.getNFTTransfers({ address, chain, format?, direction?, limit?, cursor? }), newest first. */
    async getNFTTransfers(p: MoralisParams) {
      parseMoralisChain(p.chain, chainId)
      refuseUnsupported(p)
      const account = parseMoralisAddress(p.address, 'address')
      if (!isAbsent(p.direction) && p.direction !== 'both') {
        throw new Parse.Error(
          Parse.Error.INVALID_VALUE,
          "direction must be 'both': this server lists an address's transfers in both directions.",
        )
      }
      return transfersPage(deps, p, { address: null, account }, `getNFTTransfers:${account}`)
    },

    /** account.getNativeBalance({ address, chain, to_block? }) → { balance } in wei, read from the chain. */
    async getNativeBalance(p: MoralisParams) {
      parseMoralisChain(p.chain, chainId)
      refuseUnsupported(p, ['to_block'])
      const address = parseMoralisAddress(p.address, 'address')
      let blockNumber: bigint | undefined
      if (!isAbsent(p.to_block)) {
        const block = typeof p.to_block === 'string' ? Number(p.to_block) : p.to_block
        if (typeof block !== 'number' || !Number.isSafeInteger(block) || block < 0) {
          throw new Parse.Error(Parse.Error.INVALID_VALUE, 'to_block must be a block number.')
        }
        blockNumber = BigInt(block)
      }
      try {
        const balance = await deps.client.getBalance(blockNumber === undefined ? { address } : { address, blockNumber })
        return { balance: balance.toString() }
      } catch (error) {
        throw temporarilyUnavailable('Reading the native balance', error)
      }
    },
  }
}

/** A page of transfers (mints, transfers, burns; a sale for the transfer it settles), newest first. */
export async function transfersPage(
  deps: MoralisWeb3Deps,
  p: MoralisParams,
  filter: { address: string | null; account: string | null },
  scope: string,
) {
  const format = parseFormat(p.format)
  const pageSize = parsePageSize(p.limit)
  const at = deps.paging.position(p.cursor, scope, 3)
  const types = ['mint', 'transfer', 'burn', 'sale']
  const [rows, total] = await Promise.all([
    deps.nft.activity({ ...filter, tokenId: null, types, sources: null }, at.after, pageSize + 1),
    at.total ?? deps.moralis.countTransfers(filter),
  ])
  const info = await deps.moralis.collectionsInfo(rows.map((row) => row.address))
  return deps.paging.page(
    rows,
    pageSize,
    { ...at, total },
    scope,
    (last) => [last.block_number, String(last.log_index), String(last.batch_index)],
    (row) => toMoralisTransfer(row, info.get(row.address), format),
  )
}
