import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions } from './functionQueryOptions.ts'

export type GetCollectionParameters = FunctionParameters<'getCollection'>
export type GetCollectionReturnType = FunctionReturnType<'getCollection'>

/** One collection with its counters; an unknown one fails with `ErrorCode.ObjectNotFound`. */
export function getCollection(
  client: VitrineClient,
  params: GetCollectionParameters,
): Promise<GetCollectionReturnType> {
  return callFunction(client, 'getCollection', params)
}

/** Query options of `getCollection`, for `useCollection` and for a page's server-side prefetch. */
export function getCollectionQueryOptions(client: VitrineClient, params: GetCollectionParameters) {
  return functionQueryOptions(client, 'getCollection', params)
}
