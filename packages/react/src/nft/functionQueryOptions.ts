import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { FunctionName, FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { queryKey } from './queryKey.ts'

/** Functions whose answer is a page of results with a keyset cursor. */
export type PagedFunctionName = {
  [N in FunctionName]: FunctionParameters<N> extends { cursor?: unknown } ? N : never
}[FunctionName]

/** Query options of one function call: the same on the server (prefetch) and in the browser (hook). */
export function functionQueryOptions<N extends FunctionName>(
  client: VitrineClient,
  name: N,
  params: FunctionParameters<N>,
) {
  return queryOptions({
    queryKey: queryKey(name, params),
    queryFn: () => callFunction(client, name, params),
  })
}

/** Infinite-query options of a paged function: each next page asks with the cursor of the last. */
export function pagedQueryOptions<N extends PagedFunctionName>(
  client: VitrineClient,
  name: N,
  params: Omit<FunctionParameters<N>, 'cursor'>,
) {
  return infiniteQueryOptions({
    queryKey: queryKey(name, params, 'pages'),
    queryFn: ({ pageParam }) => callFunction(client, name, { ...params, cursor: pageParam } as FunctionParameters<N>),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FunctionReturnType<N>) => (last as { cursor: string | null }).cursor,
  })
}

/** `functionQueryOptions` bound to one function: the `getXQueryOptions` its `getX.ts` exports. */
export const queryOptionsOf =
  <N extends FunctionName>(name: N) =>
  (client: VitrineClient, params: FunctionParameters<N>) =>
    functionQueryOptions(client, name, params)

/** `pagedQueryOptions` bound to one paged function, as its `getX.ts` exports it. */
export const pagedQueryOptionsOf =
  <N extends PagedFunctionName>(name: N) =>
  (client: VitrineClient, params: Omit<FunctionParameters<N>, 'cursor'>) =>
    pagedQueryOptions(client, name, params)
