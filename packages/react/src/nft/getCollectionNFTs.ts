import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { pagedQueryOptionsOf } from './functionQueryOptions.ts'

export type GetCollectionNFTsParameters = FunctionParameters<'getCollectionNFTs'>
export type GetCollectionNFTsReturnType = FunctionReturnType<'getCollectionNFTs'>

/** A collection's tokens in `sort` order (token id, newest, price low → high listed first), those with every trait type of `traits` (any of its values); a page. */
export const getCollectionNFTs = functionCaller('getCollectionNFTs')

/** Query options of `getCollectionNFTs`, for `useCollectionNFTs` and for a page's server-side prefetch. */
export const getCollectionNFTsQueryOptions = pagedQueryOptionsOf('getCollectionNFTs')
