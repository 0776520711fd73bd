import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { functionCaller } from '../client/callFunction.ts'
import { queryOptionsOf } from './functionQueryOptions.ts'

export type GetNFTParameters = FunctionParameters<'getNFT'>
export type GetNFTReturnType = FunctionReturnType<'getNFT'>

/** One token with its owner (ERC-1155: its holders); an unknown one fails with `ErrorCode.ObjectNotFound`. */
export const getNFT = functionCaller('getNFT')

/** Query options of `getNFT`, for `useNFT` and for a page's server-side prefetch. */
export const getNFTQueryOptions = queryOptionsOf('getNFT')
