import { useQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetSyncStatusParameters } from './getSyncStatus.ts'
import { getSyncStatusQueryOptions } from './getSyncStatus.ts'

/** How far the indexer has read the chain (`getSyncStatus`). */
export function useSyncStatus(params: GetSyncStatusParameters = {}, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineContext('useSyncStatus')
  return useQuery({ ...getSyncStatusQueryOptions(client, params), ...options })
}
