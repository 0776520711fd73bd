import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { pagedQueryOptions } from './functionQueryOptions.ts'

export type GetCollectionNFTsParameters = FunctionParameters<'getCollectionNFTs'>
export type GetCollectionNFTsReturnType = FunctionReturnType<'getCollectionNFTs'>

/** A collection's tokens in `sort` order (token id, newest, price low → high listed first), those with every trait type of `traits` (any of its values); a page. */
export function getCollectionNFTs(
  client: VitrineClient,
  params: GetCollectionNFTsParameters,
): Promise<GetCollectionNFTsReturnType> {
  return callFunction(client, 'getCollectionNFTs', params)
}

/** Query options of `getCollectionNFTs`, for `useCollectionNFTs` and for a page's server-side prefetch. */
export function getCollectionNFTsQueryOptions(
  client: VitrineClient,
  params: Omit<GetCollectionNFTsParameters, 'cursor'>,
) {
  return pagedQueryOptions(client, 'getCollectionNFTs', params)
}
