import type { FunctionHandler } from '../../functions/defineFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { notFound } from '../paging.ts'

/** `refreshMetadata({ address, tokenId })`: back in the metadata queue, its URI read again. */
export const refreshMetadata =
  ({ queries }: NftFunctionDeps): FunctionHandler<'refreshMetadata'> =>
  async ({ address, tokenId }) => {
    if (!(await queries.requeueMetadata(address, tokenId)))
      throw notFound(`No token ${tokenId} in ${address} is indexed.`)
    return { address, tokenId, metadataStatus: 'pending' }
  }
