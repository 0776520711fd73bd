import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { pagedQueryOptionsOf, queryOptionsOf } from './functionQueryOptions.ts'

export type GetCollectionsParameters = FunctionParameters<'getCollections'>
export type GetCollectionsReturnType = FunctionReturnType<'getCollections'>

/** Every collection in `sort` order (items, volume, newest, name), optionally matching `q`; a page. */
export const getCollections = functionCaller('getCollections')

/** Query options of one page of `getCollections` (`cursor` for a next one), for `useCollections` and a server prefetch. */
export const getCollectionsQueryOptions = queryOptionsOf('getCollections')

/** Infinite-query options of `getCollections`, page after page on its cursor, for `useInfiniteCollections` and a server prefetch. */
export const getCollectionsInfiniteQueryOptions = pagedQueryOptionsOf('getCollections')
