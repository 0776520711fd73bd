import type { FunctionHandler } from '../../functions/defineFunction.ts'
import { withBestOrders } from '../../market/bestOrders.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toNft } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/** `getCollectionNFTs({ address, sort?, traits?, listed? })`: a collection's tokens, filtered by traits and listing. */
export const getCollectionNFTs =
  ({ queries, cursor, chainId, bestOrders }: NftFunctionDeps): FunctionHandler<'getCollectionNFTs'> =>
  async ({ address, sort, traits, listed, limit, cursor: given }) => {
    // A cursor of the listed-only walk does not continue the full one, and back.
    const scope = `collectionNFTs:${sort}${listed ? ':listed' : ''}`
    const after = scopedCursor(cursor, given, scope, sort === 'tokenId' ? 1 : 2)
    const rows = await queries.collectionTokens(address, sort, Object.entries(traits ?? {}), after, limit + 1, listed)
    // An ERC-721 row carries its owner; editions have many, read for the page's editions only.
    const editions = rows.slice(0, limit).filter((row) => row.standard === 'ERC1155')
    const owners = await queries.ownersOf(editions, 100)
    const { results, cursor: next } = toPage(rows, limit, (last) =>
      cursor.encode(sort === 'tokenId' ? [scope, last.token_id] : [scope, last.first_block, last.token_id]),
    )
    const ownersOfRow = (row: (typeof rows)[number]) => {
      if (row.standard === 'ERC1155') return owners.get(`${row.address}:${row.token_id}`) ?? []
      return row.owner ? [{ address: row.owner, amount: '1' }] : []
    }
    const nfts = results.map((row) => toNft(chainId, row, ownersOfRow(row)))
    return { results: await withBestOrders(bestOrders, nfts), cursor: next }
  }
