import Parse from 'parse/node'
import { isAbsent } from '../nft/nftInput.ts'
import { transfersPage } from './accountFunctions.ts'
import { parseMoralisChain } from './moralisChain.ts'
import {
  type MoralisParams,
  parseFormat,
  parseMoralisAddress,
  parseMoralisTokenId,
  parsePageSize,
  refuseUnsupported,
} from './moralisInput.ts'
import { toMoralisContract, toMoralisNft, toMoralisNftOwner, toMoralisTrade } from './moralisShapes.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'

const notIndexed = (address: string) =>
  new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No collection ${address} is indexed.`)

/** Moralis.Web3API.token.*: a collection and its tokens, from Vitrine's index, in Moralis's v2 shapes. */
export function tokenFunctions(deps: MoralisWeb3Deps) {
  const { chainId, nft, moralis, paging } = deps

  /** Our sales are Seaport's (source opensea): Moralis's `marketplace` may name it, no other. */
  function checkMarketplace(value: unknown) {
    if (!isAbsent(value) && value !== 'opensea')
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        "marketplace must be 'opensea': this server's sales are Seaport's.",
      )
  }

  /** The collection `p.address` names, after the parameters every token call shares. */
  async function collectionOf(p: MoralisParams) {
    parseMoralisChain(p.chain, chainId)
    refuseUnsupported(p)
    const address = parseMoralisAddress(p.address, 'address')
    const info = (await moralis.collectionsInfo([address])).get(address)
    if (!info) throw notIndexed(address)
    return info
  }

  return {
    /** token.getNFTMetadata({ address, chain }): the contract's name, symbol and standard. */
    async getNFTMetadata(p: MoralisParams) {
      return toMoralisContract(await collectionOf(p))
    },

    /** token.getTokenIdMetadata({ address, token_id, chain, format? }) */
    async getTokenIdMetadata(p: MoralisParams) {
      const info = await collectionOf(p)
      const tokenId = parseMoralisTokenId(p.token_id)
      const format = parseFormat(p.format)
      const row = await nft.token(info.address, tokenId)
      if (!row)
        throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No token ${tokenId} in ${info.address} is indexed.`)
      const amount = (await moralis.supplies(info.address, [tokenId])).get(tokenId) ?? '0'
      if (row.standard === 'ERC1155') return toMoralisNft(chainId, row, info, amount, format)
      const owner = (await nft.ownersOf([row], 1)).get(`${row.address}:${row.token_id}`)?.[0]
      return { ...toMoralisNft(chainId, row, info, amount, format), owner_of: owner?.address.toLowerCase() ?? null }
    },

    /** token.getAllTokenIds({ address, chain, format?, limit?, cursor? }): every token, by token id. */
    async getAllTokenIds(p: MoralisParams) {
      const info = await collectionOf(p)
      const format = parseFormat(p.format)
      const pageSize = parsePageSize(p.limit)
      const scope = `getAllTokenIds:${info.address}`
      const at = paging.position(p.cursor, scope, 1)
      const [rows, collection] = await Promise.all([
        nft.collectionTokens(info.address, 'tokenId', [], at.after, pageSize + 1),
        at.total === null ? nft.collection(info.address) : null,
      ])
      const total = at.total ?? Number(collection?.item_count ?? 0)
      // A token's amount is its supply (0 once burned).
      const supplies = await moralis.supplies(
        info.address,
        rows.slice(0, pageSize).map((row) => row.token_id),
      )
      return paging.page(
        rows,
        pageSize,
        { ...at, total },
        scope,
        (last) => [last.token_id],
        (row) => toMoralisNft(chainId, row, info, supplies.get(row.token_id) ?? '0', format),
      )
    },

    /** token.getNFTOwners({ address, chain, format?, limit?, cursor? }): each (token, owner), by token id. */
    async getNFTOwners(p: MoralisParams) {
      const info = await collectionOf(p)
      const format = parseFormat(p.format)
      const pageSize = parsePageSize(p.limit)
      const scope = `getNFTOwners:${info.address}`
      const at = paging.position(p.cursor, scope, 2)
      const [rows, total] = await Promise.all([
        moralis.ownersOfCollection(info.address, at.after, pageSize + 1),
        at.total ?? moralis.countOwnersOfCollection(info.address),
      ])
      return paging.page(
        rows,
        pageSize,
        { ...at, total },
        scope,
        (last) => [last.token_id, last.owner],
        (row) => toMoralisNftOwner(chainId, row, info, format),
      )
    },

    /** token.getNFTTrades({ address, chain, marketplace?, format?, limit?, cursor? }): the collection's sales, newest first. */
    async getNFTTrades(p: MoralisParams) {
      const info = await collectionOf(p)
      checkMarketplace(p.marketplace)
      const format = parseFormat(p.format)
      const pageSize = parsePageSize(p.limit)
      const scope = `getNFTTrades:${info.address}`
      const at = paging.position(p.cursor, scope, 3)
      const filter = { address: info.address, account: null, tokenId: null, types: ['sale'], sources: null }
      const [rows, total] = await Promise.all([
        nft.activity(filter, at.after, pageSize + 1),
        at.total ?? moralis.countSales(info.address),
      ])
      return paging.page(
        rows,
        pageSize,
        { ...at, total },
        scope,
        (last) => [last.block_number, String(last.log_index), String(last.batch_index)],
        (row) => toMoralisTrade(row, deps.seaport, format),
      )
    },

    /** token.getNFTLowestPrice({ address, chain, days? = 7, marketplace? }): the cheapest sale of the last days, or null. */
    async getNFTLowestPrice(p: MoralisParams) {
      const info = await collectionOf(p)
      checkMarketplace(p.marketplace)
      const days = isAbsent(p.days) ? 7 : typeof p.days === 'string' ? Number(p.days) : p.days
      if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1 || days > 36_500)
        throw new Parse.Error(Parse.Error.INVALID_VALUE, 'days must be a whole number of days from 1 to 36500.')
      const row = await moralis.lowestSale(info.address, new Date(Date.now() - days * 86_400_000))
      return row && toMoralisTrade(row, deps.seaport, parseFormat(p.format))
    },

    /** token.getContractNFTTransfers({ address, chain, format?, limit?, cursor? }), newest first. */
    async getContractNFTTransfers(p: MoralisParams) {
      const info = await collectionOf(p)
      return transfersPage(deps, p, { address: info.address, account: null }, `getContractNFTTransfers:${info.address}`)
    },
  }
}
