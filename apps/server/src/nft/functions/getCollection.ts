import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toCollection } from '../nftShapes.ts'
import { notFound } from '../paging.ts'

/** `getCollection({ address })`: one collection with its counters. */
export const getCollection =
  ({ queries, chainId }: NftFunctionDeps): FunctionHandler<'getCollection'> =>
  async ({ address }) => {
    const row = await queries.collection(address)
    if (!row) throw notFound(`No collection ${address} is indexed.`)
    return toCollection(chainId, row)
  }
