import type { nftFunctions } from '@vitrine/api'
import { defineFunction, type FunctionHandler } from '../functions/defineFunction.ts'
import { getActivity } from './functions/getActivity.ts'
import { getCollection } from './functions/getCollection.ts'
import { getCollectionNFTs } from './functions/getCollectionNFTs.ts'
import { getCollections } from './functions/getCollections.ts'
import { getCollectionTraits } from './functions/getCollectionTraits.ts'
import { getNFT } from './functions/getNFT.ts'
import { getNFTs } from './functions/getNFTs.ts'
import { getSyncStatus } from './functions/getSyncStatus.ts'
import { refreshMetadata } from './functions/refreshMetadata.ts'
import type { NftFunctionDeps } from './NftFunctionDeps.ts'

type ParseStatic = typeof import('parse/node')
type NftHandlers = { [N in keyof typeof nftFunctions]: (deps: NftFunctionDeps) => FunctionHandler<N> }

/** Every function of the contract's NFT module, each from its own file. */
const handlers: NftHandlers = {
  getNFTs,
  getNFT,
  getCollections,
  getCollection,
  getCollectionNFTs,
  getCollectionTraits,
  getActivity,
  refreshMetadata,
  getSyncStatus,
}

/** The public NFT read API, served from the indexer's tables (never from live RPC). */
export function registerNftFunctions(Parse: ParseStatic, deps: NftFunctionDeps) {
  for (const name of Object.keys(handlers) as (keyof NftHandlers)[]) {
    defineFunction(Parse, name, (handlers[name] as (deps: NftFunctionDeps) => FunctionHandler<typeof name>)(deps))
  }
}
