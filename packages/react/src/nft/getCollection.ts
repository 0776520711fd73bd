import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { queryOptionsOf } from './functionQueryOptions.ts'

export type GetCollectionParameters = FunctionParameters<'getCollection'>
export type GetCollectionReturnType = FunctionReturnType<'getCollection'>

/** One collection with its counters; an unknown one fails with `ErrorCode.ObjectNotFound`. */
export const getCollection = functionCaller('getCollection')

/** Query options of `getCollection`, for `useCollection` and for a page's server-side prefetch. */
export const getCollectionQueryOptions = queryOptionsOf('getCollection')
