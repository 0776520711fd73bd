import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { queryOptionsOf } from './functionQueryOptions.ts'

export type GetCollectionTraitsParameters = FunctionParameters<'getCollectionTraits'>
export type GetCollectionTraitsReturnType = FunctionReturnType<'getCollectionTraits'>

/** Every trait type of a collection with its values and how many tokens have each. */
export const getCollectionTraits = functionCaller('getCollectionTraits')

/** Query options of `getCollectionTraits`, for `useCollectionTraits` and for a page's server-side prefetch. */
export const getCollectionTraitsQueryOptions = queryOptionsOf('getCollectionTraits')
