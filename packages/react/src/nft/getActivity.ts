import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions, pagedQueryOptions } from './functionQueryOptions.ts'

export type GetActivityParameters = FunctionParameters<'getActivity'>
export type GetActivityReturnType = FunctionReturnType<'getActivity'>

/** Activity, newest first: of a collection, a token, an account, of some types; a page. */
export function getActivity(client: VitrineClient, params: GetActivityParameters): Promise<GetActivityReturnType> {
  return callFunction(client, 'getActivity', params)
}

/** Query options of one page of `getActivity` (`cursor` for a next one), for `useActivity` and a server prefetch. */
export function getActivityQueryOptions(client: VitrineClient, params: GetActivityParameters) {
  return functionQueryOptions(client, 'getActivity', params)
}

/** Infinite-query options of `getActivity`, page after page on its cursor, for `useInfiniteActivity` and a server prefetch. */
export function getActivityInfiniteQueryOptions(client: VitrineClient, params: Omit<GetActivityParameters, 'cursor'>) {
  return pagedQueryOptions(client, 'getActivity', params)
}
