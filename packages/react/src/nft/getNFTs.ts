import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions, pagedQueryOptions } from './functionQueryOptions.ts'

export type GetNFTsParameters = FunctionParameters<'getNFTs'>
export type GetNFTsReturnType = FunctionReturnType<'getNFTs'>

/** The tokens a wallet holds, optionally of one collection; a page. */
export function getNFTs(client: VitrineClient, params: GetNFTsParameters): Promise<GetNFTsReturnType> {
  return callFunction(client, 'getNFTs', params)
}

/** Query options of one page of `getNFTs` (`cursor` for a next one), for `useNFTs` and a server prefetch. */
export function getNFTsQueryOptions(client: VitrineClient, params: GetNFTsParameters) {
  return functionQueryOptions(client, 'getNFTs', params)
}

/** Infinite-query options of `getNFTs`, page after page on its cursor, for `useInfiniteNFTs` and a server prefetch. */
export function getNFTsInfiniteQueryOptions(client: VitrineClient, params: Omit<GetNFTsParameters, 'cursor'>) {
  return pagedQueryOptions(client, 'getNFTs', params)
}
