import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetSyncStatusParameters } from './getSyncStatus.ts'
import { getSyncStatusQueryOptions } from './getSyncStatus.ts'

/** How far the indexer has read the chain (`getSyncStatus`). */
export function useSyncStatus(params: GetSyncStatusParameters = {}, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useSyncStatus')
  return useQuery({ ...getSyncStatusQueryOptions(client, params), ...options })
}
