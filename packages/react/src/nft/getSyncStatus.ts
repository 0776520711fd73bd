import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions } from './functionQueryOptions.ts'

export type GetSyncStatusParameters = FunctionParameters<'getSyncStatus'>
export type GetSyncStatusReturnType = FunctionReturnType<'getSyncStatus'>

/** How far the indexer has read the chain. */
export function getSyncStatus(
  client: VitrineClient,
  params: GetSyncStatusParameters = {},
): Promise<GetSyncStatusReturnType> {
  return callFunction(client, 'getSyncStatus', params)
}

/** Query options of `getSyncStatus`, for `useSyncStatus` and for a page's server-side prefetch. */
export function getSyncStatusQueryOptions(client: VitrineClient, params: GetSyncStatusParameters = {}) {
  return functionQueryOptions(client, 'getSyncStatus', params)
}
