import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetActivityParameters } from './getActivity.ts'
import { getActivityInfiniteQueryOptions } from './getActivity.ts'

/** Activity page by page, newest first (`getActivity`). */
export function useInfiniteActivity(
  params: Omit<GetActivityParameters, 'cursor'>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useVitrineClient('useInfiniteActivity')
  return useInfiniteQuery({ ...getActivityInfiniteQueryOptions(client, params), ...options })
}
