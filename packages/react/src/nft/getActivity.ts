import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { pagedQueryOptionsOf, queryOptionsOf } from './functionQueryOptions.ts'

export type GetActivityParameters = FunctionParameters<'getActivity'>
export type GetActivityReturnType = FunctionReturnType<'getActivity'>

/** Activity, newest first: of a collection, a token, an account, of some types; a page. */
export const getActivity = functionCaller('getActivity')

/** Query options of one page of `getActivity` (`cursor` for a next one), for `useActivity` and a server prefetch. */
export const getActivityQueryOptions = queryOptionsOf('getActivity')

/** Infinite-query options of `getActivity`, page after page on its cursor, for `useInfiniteActivity` and a server prefetch. */
export const getActivityInfiniteQueryOptions = pagedQueryOptionsOf('getActivity')
