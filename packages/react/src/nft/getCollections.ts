import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions, pagedQueryOptions } from './functionQueryOptions.ts'

export type GetCollectionsParameters = FunctionParameters<'getCollections'>
export type GetCollectionsReturnType = FunctionReturnType<'getCollections'>

/** Every collection in `sort` order (items, volume, newest, name), optionally matching `q`; a page. */
export function getCollections(
  client: VitrineClient,
  params: GetCollectionsParameters,
): Promise<GetCollectionsReturnType> {
  return callFunction(client, 'getCollections', params)
}

/** Query options of one page of `getCollections` (`cursor` for a next one), for `useCollections` and a server prefetch. */
export function getCollectionsQueryOptions(client: VitrineClient, params: GetCollectionsParameters) {
  return functionQueryOptions(client, 'getCollections', params)
}

/** Infinite-query options of `getCollections`, page after page on its cursor, for `useInfiniteCollections` and a server prefetch. */
export function getCollectionsInfiniteQueryOptions(
  client: VitrineClient,
  params: Omit<GetCollectionsParameters, 'cursor'>,
) {
  return pagedQueryOptions(client, 'getCollections', params)
}
