import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions } from './functionQueryOptions.ts'

export type GetCollectionTraitsParameters = FunctionParameters<'getCollectionTraits'>
export type GetCollectionTraitsReturnType = FunctionReturnType<'getCollectionTraits'>

/** Every trait type of a collection with its values and how many tokens have each. */
export function getCollectionTraits(
  client: VitrineClient,
  params: GetCollectionTraitsParameters,
): Promise<GetCollectionTraitsReturnType> {
  return callFunction(client, 'getCollectionTraits', params)
}

/** Query options of `getCollectionTraits`, for `useCollectionTraits` and for a page's server-side prefetch. */
export function getCollectionTraitsQueryOptions(client: VitrineClient, params: GetCollectionTraitsParameters) {
  return functionQueryOptions(client, 'getCollectionTraits', params)
}
