import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import { toBestOrders } from '../../orderBook/bestOrders.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toNft } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/** `getCollectionNFTs({ address, sort?, traits?, listed? })`: a collection's tokens, filtered by traits and listing. */
export const getCollectionNFTs =
  ({ queries, cursor, chainId }: NftFunctionDeps): FunctionHandler<'getCollectionNFTs'> =>
  async ({ address, sort, traits, listed, limit, cursor: given }) => {
    // A cursor of the listed-only walk does not continue the full one, and back.
    const scope = `collectionNFTs:${sort}${listed ? ':listed' : ''}`
    // The last row's sort key: token id; first block and token id; part, price and token id.
    const keyOf = (row: (typeof rows)[number]) =>
      sort === 'tokenId'
        ? [row.token_id]
        : sort === 'newest'
          ? [row.first_block, row.token_id]
          : [String(row.price_rank), row.price ?? '', row.token_id]
    const after = scopedCursor(cursor, given, scope, { tokenId: 1, newest: 2, price: 3 }[sort])
    const rows = await queries.collectionTokens(address, sort, Object.entries(traits ?? {}), after, limit + 1, listed)
    // An ERC-721 row carries its owner; editions have many, read for the page's editions only.
    const editions = rows.slice(0, limit).filter((row) => row.standard === 'ERC1155')
    const owners = await queries.ownersOf(editions, 100)
    const { results, cursor: next } = toPage(rows, limit, (last) => cursor.encode([scope, ...keyOf(last)]))
    const ownersOfRow = (row: (typeof rows)[number]) => {
      if (row.standard === 'ERC1155') return owners.get(`${row.address}:${row.token_id}`) ?? []
      return row.owner ? [{ address: row.owner, amount: '1' }] : []
    }
    return {
      results: results.map((row) => ({ ...toNft(chainId, row, ownersOfRow(row)), ...toBestOrders(row) })),
      cursor: next,
    }
  }
