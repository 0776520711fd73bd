import type { PublicClient } from 'viem'
import { parseAddress, parseChoice, parseLimit, parseQuery, parseTokenId } from './nftInput.ts'
import type { NftQueries } from './nftQueries.ts'
import { toCollection, toNft } from './nftShapes.ts'
import type { PageCursor } from './pageCursor.ts'

type ParseStatic = typeof import('parse/node')

export type NftFunctionDeps = {
  queries: NftQueries
  cursor: PageCursor
  chainId: number
  client: Pick<PublicClient, 'getBlockNumber'>
}

const page = <T>(results: T[], limit: number, cursorOf: (last: T) => string) => {
  const more = results.length > limit
  const shown = more ? results.slice(0, limit) : results
  return { results: shown, cursor: more ? cursorOf(shown[shown.length - 1] as T) : null }
}

/** The public NFT read API, served from the indexer's tables (never from live RPC). */
export function registerNftFunctions(Parse: ParseStatic, deps: NftFunctionDeps) {
  const { queries, cursor, chainId } = deps
  const params = (request: { params: unknown }) => (request.params ?? {}) as Record<string, unknown>

  Parse.Cloud.define('getNFTs', async (request) => {
    const p = params(request)
    const owner = parseAddress(p.owner, 'owner')
    const collection = p.collection === undefined ? null : parseAddress(p.collection, 'collection')
    const limit = parseLimit(p.limit)
    const rows = await queries.tokensOfOwner(owner, collection, cursor.decode(p.cursor, 2), limit + 1)
    const owners = await queries.ownersOf(rows.filter((row) => row.standard === 'ERC1155').slice(0, limit))
    const nfts = rows.map((row) =>
      row.standard === 'ERC721'
        ? toNft(chainId, row, [{ address: owner, amount: '1' }])
        : toNft(chainId, row, owners.get(`${row.address}:${row.token_id}`) ?? [], row.amount),
    )
    return page(nfts, limit, (last) => cursor.encode([last.address, last.tokenId]))
  })

  Parse.Cloud.define('getNFT', async (request) => {
    const p = params(request)
    const address = parseAddress(p.address, 'address')
    const tokenId = parseTokenId(p.tokenId)
    const row = await queries.token(address, tokenId)
    if (!row) throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No token ${tokenId} in ${address} is indexed.`)
    const owners = await queries.ownersOf([row], 100)
    return toNft(chainId, row, owners.get(`${row.address}:${row.token_id}`) ?? [])
  })

  Parse.Cloud.define('getCollections', async (request) => {
    const p = params(request)
    const sort = parseChoice(p.sort, ['items', 'newest', 'name'] as const, 'sort')
    const limit = parseLimit(p.limit)
    // A cursor carries its sort: one made for another order is refused.
    const after = cursor.decode(p.cursor, 3)
    if (after && after[0] !== sort) throw new Parse.Error(Parse.Error.INVALID_VALUE, 'cursor belongs to another sort.')
    const rows = await queries.collections(sort, parseQuery(p.q), after?.slice(1) ?? null, limit + 1)
    const sortValue = (row: (typeof rows)[number]) =>
      sort === 'name' ? (row.name ?? '').toLowerCase() : sort === 'items' ? row.item_count : row.first_block
    const { results, cursor: next } = page(rows, limit, (last) => cursor.encode([sort, sortValue(last), last.address]))
    return { results: results.map((row) => toCollection(chainId, row)), cursor: next }
  })

  Parse.Cloud.define('getCollection', async (request) => {
    const address = parseAddress(params(request).address, 'address')
    const row = await queries.collection(address)
    if (!row) throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No collection ${address} is indexed.`)
    return toCollection(chainId, row)
  })

  Parse.Cloud.define('getSyncStatus', async () => {
    const [head, indexed] = await Promise.all([deps.client.getBlockNumber(), queries.indexedBlock()])
    const headBlock = Number(head)
    const lagBlocks = indexed === null ? headBlock : Math.max(0, headBlock - indexed)
    return { chainId, headBlock, indexedBlock: indexed, lagBlocks, backfilling: lagBlocks > 12 }
  })
}
