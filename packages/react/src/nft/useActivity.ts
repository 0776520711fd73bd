import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetActivityParameters } from './getActivity.ts'
import { getActivityQueryOptions } from './getActivity.ts'

/** Activity one page at a time (`cursor` for the next), newest first (`getActivity`). */
export function useActivity(params: GetActivityParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useActivity')
  return useQuery({ ...getActivityQueryOptions(client, params), ...options })
}
