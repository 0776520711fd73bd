import { type CachePolicy, ofAnyCollection, ofOneCollection } from '../cache/cachePolicy.ts'
import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import { moralisGetNFTs } from '../moralis/moralisGetNFTs.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import { getActivity } from './functions/getActivity.ts'
import { getCollection } from './functions/getCollection.ts'
import { getCollectionNFTs } from './functions/getCollectionNFTs.ts'
import { getCollections } from './functions/getCollections.ts'
import { getCollectionTraits } from './functions/getCollectionTraits.ts'
import { getNFT } from './functions/getNFT.ts'
import { getNFTs } from './functions/getNFTs.ts'
import { getSyncStatus } from './functions/getSyncStatus.ts'
import { refreshMetadata } from './functions/refreshMetadata.ts'

const publicChainData: FunctionAccess = { who: 'anyone', why: 'public chain data' }
/** The sync status also holds the chain's head (no notification): kept a second. */
const syncStatusPolicy: CachePolicy = { ttlMs: 1_000, collections: () => 'any' }

/**
 * The public NFT read API, served from the indexer's tables (never from live RPC): the reads of a
 * collector's pages, kept a few seconds and answered on the fast path.
 */
export const nftServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getNFTs',
    access: publicChainData,
    cache: ofAnyCollection,
    fast: true,
    handler: ({ nft }) => getNFTs(nft),
    sharedWith: moralisGetNFTs,
  }),
  defineServerFunction({
    name: 'getNFT',
    access: publicChainData,
    cache: ofOneCollection,
    fast: true,
    handler: ({ nft }) => getNFT(nft),
  }),
  defineServerFunction({
    name: 'getCollections',
    access: publicChainData,
    cache: ofAnyCollection,
    fast: true,
    handler: ({ nft }) => getCollections(nft),
  }),
  defineServerFunction({
    name: 'getCollection',
    access: publicChainData,
    cache: ofOneCollection,
    fast: true,
    handler: ({ nft }) => getCollection(nft),
  }),
  defineServerFunction({
    name: 'getCollectionNFTs',
    access: publicChainData,
    cache: ofOneCollection,
    fast: true,
    handler: ({ nft }) => getCollectionNFTs(nft),
  }),
  defineServerFunction({
    name: 'getCollectionTraits',
    access: publicChainData,
    cache: ofOneCollection,
    fast: true,
    handler: ({ nft }) => getCollectionTraits(nft),
  }),
  // Of a collection or a token of it (`address`), or of an account (any collection).
  defineServerFunction({
    name: 'getActivity',
    access: publicChainData,
    cache: ofOneCollection,
    fast: true,
    handler: ({ nft }) => getActivity(nft),
  }),
  defineServerFunction({
    name: 'refreshMetadata',
    access: { who: 'anyone', why: 'queues a metadata fetch (30 a minute per client)' },
    handler: ({ nft }) => refreshMetadata(nft),
  }),
  defineServerFunction({
    name: 'getSyncStatus',
    access: { who: 'anyone', why: "the indexer's progress" },
    cache: syncStatusPolicy,
    fast: true,
    handler: ({ nft }) => getSyncStatus(nft),
  }),
]
