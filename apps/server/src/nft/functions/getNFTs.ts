import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import { toBestOrders } from '../../orderBook/bestOrders.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toNft } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/** `getNFTs({ owner, collection? })`: what a wallet holds, by (collection, token id). */
export const getNFTs =
  ({ queries, cursor, chainId }: NftFunctionDeps): FunctionHandler<'getNFTs'> =>
  async ({ owner, collection, limit, cursor: after }) => {
    const rows = await queries.tokensOfOwner(
      owner,
      collection ?? null,
      scopedCursor(cursor, after, 'nfts', 2),
      limit + 1,
    )
    const owners = await queries.ownersOf(rows.filter((row) => row.standard === 'ERC1155').slice(0, limit))
    const nfts = rows.map((row) => ({
      ...(row.standard === 'ERC721'
        ? toNft(chainId, row, [{ address: owner, amount: '1' }])
        : toNft(chainId, row, owners.get(`${row.address}:${row.token_id}`) ?? [], row.amount)),
      ...toBestOrders(row),
    }))
    return toPage(nfts, limit, (last) => cursor.encode(['nfts', last.address, last.tokenId]))
  }
