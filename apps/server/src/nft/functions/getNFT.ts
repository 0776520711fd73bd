import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import { toBestOrders } from '../../orderBook/bestOrders.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toNft } from '../nftShapes.ts'
import { notFound } from '../paging.ts'

/** `getNFT({ address, tokenId })`: one token with its owner, or its first 100 holders. */
export const getNFT =
  ({ queries, chainId }: NftFunctionDeps): FunctionHandler<'getNFT'> =>
  async ({ address, tokenId }) => {
    const row = await queries.token(address, tokenId)
    if (!row) throw notFound(`No token ${tokenId} in ${address} is indexed.`)
    const owners = await queries.ownersOf([row], 100)
    return { ...toNft(chainId, row, owners.get(`${row.address}:${row.token_id}`) ?? []), ...toBestOrders(row) }
  }
