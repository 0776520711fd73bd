import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { notFound } from '../paging.ts'

/**
 * `refreshMetadata({ address, tokenId })`: back in the metadata queue, its URI read again; a token
 * not minted yet, the items of its open lazy listings (each read again at its voucher's URI).
 */
export const refreshMetadata =
  ({ queries }: NftFunctionDeps): FunctionHandler<'refreshMetadata'> =>
  async ({ address, tokenId }) => {
    if (!(await queries.requeueMetadata(address, tokenId)))
      throw notFound(`No token ${tokenId} in ${address} is indexed or listed lazily.`)
    return { address, tokenId, metadataStatus: 'pending' }
  }
