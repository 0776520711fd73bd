import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetActivityParameters } from './getActivity.ts'
import { getActivityInfiniteQueryOptions } from './getActivity.ts'

/** Activity page by page, newest first (`getActivity`). */
export function useInfiniteActivity(
  params: Omit<GetActivityParameters, 'cursor'>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useVitrineContext('useInfiniteActivity')
  return useInfiniteQuery({ ...getActivityInfiniteQueryOptions(client, params), ...options })
}
