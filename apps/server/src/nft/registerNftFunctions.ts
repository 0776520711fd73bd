import { type PublicClient, zeroAddress } from 'viem'
import {
  isAbsent,
  parseAddress,
  parseChoice,
  parseChoices,
  parseLimit,
  parseQuery,
  parseTokenId,
  parseTraits,
} from './nftInput.ts'
import type { NftQueries } from './nftQueries.ts'
import { toActivity, toCollection, toNft } from './nftShapes.ts'
import type { PageCursor } from './pageCursor.ts'

type ParseStatic = typeof import('parse/node')

export type NftFunctionDeps = {
  queries: NftQueries
  cursor: PageCursor
  chainId: number
  client: Pick<PublicClient, 'getBlockNumber'>
}

/** Values shown per trait type; a type with more (a serial number, say) is cut to its most common. */
const TRAIT_VALUES_SHOWN = 100

const page = <T>(results: T[], limit: number, cursorOf: (last: T) => string) => {
  const more = results.length > limit
  const shown = more ? results.slice(0, limit) : results
  return { results: shown, cursor: more ? cursorOf(shown[shown.length - 1] as T) : null }
}

/** The public NFT read API, served from the indexer's tables (never from live RPC). */
export function registerNftFunctions(Parse: ParseStatic, deps: NftFunctionDeps) {
  const { queries, cursor, chainId } = deps
  const params = (request: { params: unknown }) => (request.params ?? {}) as Record<string, unknown>
  /** A cursor's values after its scope (the function or sort it was made for), which must match. */
  const scopedCursor = (value: unknown, scope: string, length: number) => {
    const values = cursor.decode(value, length + 1)
    if (values && values[0] !== scope)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'cursor belongs to another query or sort.')
    return values?.slice(1) ?? null
  }

  Parse.Cloud.define('getNFTs', async (request) => {
    const p = params(request)
    const owner = parseAddress(p.owner, 'owner')
    const collection = isAbsent(p.collection) ? null : parseAddress(p.collection, 'collection')
    const limit = parseLimit(p.limit)
    const rows = await queries.tokensOfOwner(owner, collection, scopedCursor(p.cursor, 'nfts', 2), limit + 1)
    const owners = await queries.ownersOf(rows.filter((row) => row.standard === 'ERC1155').slice(0, limit))
    const nfts = rows.map((row) =>
      row.standard === 'ERC721'
        ? toNft(chainId, row, [{ address: owner, amount: '1' }])
        : toNft(chainId, row, owners.get(`${row.address}:${row.token_id}`) ?? [], row.amount),
    )
    return page(nfts, limit, (last) => cursor.encode(['nfts', last.address, last.tokenId]))
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
    const sort = parseChoice(p.sort, ['items', 'volume', 'newest', 'name'] as const, 'sort')
    const limit = parseLimit(p.limit)
    const after = scopedCursor(p.cursor, `collections:${sort}`, 2)
    const rows = await queries.collections(sort, parseQuery(p.q), after, limit + 1)
    const sortValue = (row: (typeof rows)[number]) =>
      ({ name: (row.name ?? '').toLowerCase(), items: row.item_count, volume: row.volume, newest: row.first_block })[
        sort
      ]
    const { results, cursor: next } = page(rows, limit, (last) =>
      cursor.encode([`collections:${sort}`, sortValue(last), last.address]),
    )
    return { results: results.map((row) => toCollection(chainId, row)), cursor: next }
  })

  Parse.Cloud.define('getCollection', async (request) => {
    const address = parseAddress(params(request).address, 'address')
    const row = await queries.collection(address)
    if (!row) throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No collection ${address} is indexed.`)
    return toCollection(chainId, row)
  })

  Parse.Cloud.define('getCollectionNFTs', async (request) => {
    const p = params(request)
    const address = parseAddress(p.address, 'address')
    const sort = parseChoice(p.sort, ['tokenId', 'newest'] as const, 'sort')
    const traits = parseTraits(p.traits)
    const limit = parseLimit(p.limit)
    const scope = `collectionNFTs:${sort}`
    const after = scopedCursor(p.cursor, scope, sort === 'tokenId' ? 1 : 2)
    const rows = await queries.collectionTokens(address, sort, traits, after, limit + 1)
    // An ERC-721 row carries its owner; editions have many, read for the page's editions only.
    const editions = rows.slice(0, limit).filter((row) => row.standard === 'ERC1155')
    const owners = await queries.ownersOf(editions, 100)
    const { results, cursor: next } = page(rows, limit, (last) =>
      cursor.encode(sort === 'tokenId' ? [scope, last.token_id] : [scope, last.first_block, last.token_id]),
    )
    const ownersOfRow = (row: (typeof rows)[number]) => {
      if (row.standard === 'ERC1155') return owners.get(`${row.address}:${row.token_id}`) ?? []
      return row.owner ? [{ address: row.owner, amount: '1' }] : []
    }
    return { results: results.map((row) => toNft(chainId, row, ownersOfRow(row))), cursor: next }
  })

  Parse.Cloud.define('getCollectionTraits', async (request) => {
    const address = parseAddress(params(request).address, 'address')
    if (!(await queries.collection(address)))
      throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No collection ${address} is indexed.`)
    const rows = await queries.traits(address, TRAIT_VALUES_SHOWN)
    const traits = new Map<string, { value: string; count: number }[]>()
    for (const row of rows) {
      traits.set(row.trait_type, [
        ...(traits.get(row.trait_type) ?? []),
        { value: row.value, count: Number(row.tokens) },
      ])
    }
    return { address, traits: [...traits].map(([traitType, values]) => ({ traitType, values })) }
  })

  Parse.Cloud.define('getActivity', async (request) => {
    const p = params(request)
    const address = isAbsent(p.address) ? null : parseAddress(p.address, 'address')
    const tokenId = isAbsent(p.tokenId) ? null : parseTokenId(p.tokenId)
    if (tokenId !== null && address === null)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'tokenId needs the address of its collection.')
    const account = isAbsent(p.account) ? null : parseAddress(p.account, 'account')
    if (account === zeroAddress)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'account must not be the zero address: mints and burns have it.')
    const asked = parseChoices(p.types, ['mint', 'transfer', 'list', 'sale', 'cancel'] as const, 'types')
    // A burn is reported as a transfer (to the zero address), so asking for transfers includes them.
    const types = asked && (asked.includes('transfer') ? [...asked, 'burn'] : asked)
    const limit = parseLimit(p.limit)
    const after = scopedCursor(p.cursor, 'activity', 3)
    const rows = await queries.activity({ address, tokenId, account, types }, after, limit + 1)
    const { results, cursor: next } = page(rows, limit, (last) =>
      cursor.encode(['activity', last.block_number, String(last.log_index), String(last.batch_index)]),
    )
    return { results: results.map(toActivity), cursor: next }
  })

  Parse.Cloud.define('refreshMetadata', async (request) => {
    const p = params(request)
    const address = parseAddress(p.address, 'address')
    const tokenId = parseTokenId(p.tokenId)
    if (!(await queries.requeueMetadata(address, tokenId)))
      throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No token ${tokenId} in ${address} is indexed.`)
    return { address, tokenId, metadataStatus: 'pending' }
  })

  Parse.Cloud.define('getSyncStatus', async () => {
    const [head, indexed] = await Promise.all([deps.client.getBlockNumber(), queries.indexedBlock()])
    const headBlock = Number(head)
    const lagBlocks = indexed === null ? headBlock : Math.max(0, headBlock - indexed)
    return { chainId, headBlock, indexedBlock: indexed, lagBlocks, backfilling: lagBlocks > 12 }
  })
}
