import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { pagedQueryOptionsOf, queryOptionsOf } from './functionQueryOptions.ts'

export type GetNFTsParameters = FunctionParameters<'getNFTs'>
export type GetNFTsReturnType = FunctionReturnType<'getNFTs'>

/** The tokens a wallet holds, optionally of one collection; a page. */
export const getNFTs = functionCaller('getNFTs')

/** Query options of one page of `getNFTs` (`cursor` for a next one), for `useNFTs` and a server prefetch. */
export const getNFTsQueryOptions = queryOptionsOf('getNFTs')

/** Infinite-query options of `getNFTs`, page after page on its cursor, for `useInfiniteNFTs` and a server prefetch. */
export const getNFTsInfiniteQueryOptions = pagedQueryOptionsOf('getNFTs')
