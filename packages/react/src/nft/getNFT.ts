import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { functionQueryOptions } from './functionQueryOptions.ts'

export type GetNFTParameters = FunctionParameters<'getNFT'>
export type GetNFTReturnType = FunctionReturnType<'getNFT'>

/** One token with its owner (ERC-1155: its holders); an unknown one fails with `ErrorCode.ObjectNotFound`. */
export function getNFT(client: VitrineClient, params: GetNFTParameters): Promise<GetNFTReturnType> {
  return callFunction(client, 'getNFT', params)
}

/** Query options of `getNFT`, for `useNFT` and for a page's server-side prefetch. */
export function getNFTQueryOptions(client: VitrineClient, params: GetNFTParameters) {
  return functionQueryOptions(client, 'getNFT', params)
}
