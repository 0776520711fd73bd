import { zeroAddress } from 'viem'
import { z } from 'zod'
import { ACTIVITY_TYPES } from '../activityType.ts'
import { LIMITS } from '../limits.ts'
import { TRADING_SOURCES } from '../marketWords.ts'
import { Activity } from '../schemas/activity.ts'
import { Address, AddressParam } from '../schemas/address.ts'
import { choice, choices } from '../schemas/choice.ts'
import { Collection } from '../schemas/collection.ts'
import { Nft } from '../schemas/nft.ts'
import { optional, pageOf, paging } from '../schemas/page.ts'
import { SyncStatus } from '../schemas/syncStatus.ts'
import { TokenId } from '../schemas/tokenId.ts'
import { CollectionTraits, TraitFilter } from '../schemas/traits.ts'
import { MetadataStatusSchema } from '../schemas/words.ts'
import { COLLECTION_SORTS, TOKEN_SORTS } from '../sorts.ts'

const QUERY_MESSAGE = `must be a text of at most ${LIMITS.query} characters.`
/** A search text, trimmed; empty is none. */
const Query = optional(
  z
    .string({ error: QUERY_MESSAGE })
    .max(LIMITS.query, QUERY_MESSAGE)
    .refine((v) => !v.includes('\u0000'), QUERY_MESSAGE)
    .transform((v) => v.trim() || undefined),
)

const token = { address: AddressParam, tokenId: TokenId }

/** The public NFT read API (PRODUCT.md §4), served from the indexer's tables. */
export const nftFunctions = {
  /** The tokens a wallet holds, optionally of one collection, by (collection, token id). */
  getNFTs: {
    params: z.object({ owner: AddressParam, collection: optional(AddressParam), ...paging }),
    result: pageOf(Nft),
  },
  /** One token with its owner (ERC-1155: its first 100 holders). Unknown: not found (101). */
  getNFT: { params: z.object(token), result: Nft },
  /** Every collection, in `sort` order, optionally those whose name or symbol matches `q`. */
  getCollections: {
    params: z.object({ sort: choice(COLLECTION_SORTS), q: Query, creator: optional(AddressParam), ...paging }),
    result: pageOf(Collection),
  },
  /** One collection with its counters. Unknown: not found (101). */
  getCollection: { params: z.object({ address: AddressParam }), result: Collection },
  /** A collection's tokens, in `sort` order, those matching every trait type of `traits`; `listed`: only those with an active listing. */
  getCollectionNFTs: {
    params: z.object({
      address: AddressParam,
      sort: choice(TOKEN_SORTS),
      traits: TraitFilter,
      listed: optional(z.boolean({ error: 'must be true or false.' })),
      ...paging,
    }),
    result: pageOf(Nft),
  },
  /** Every trait type of a collection with its values and their counts (100 values at most per type). */
  getCollectionTraits: { params: z.object({ address: AddressParam }), result: CollectionTraits },
  /** Activity, newest first: of a collection, of one of its tokens, of an account (either side), of some types or sources. */
  getActivity: {
    params: z
      .object({
        address: optional(AddressParam),
        tokenId: optional(TokenId),
        account: optional(AddressParam),
        types: choices(ACTIVITY_TYPES),
        /** Only what came through these trading sources (sales, listings, offers); mints and transfers have none. */
        sources: choices(TRADING_SOURCES),
        ...paging,
      })
      .superRefine((params, context) => {
        if (params.tokenId !== undefined && params.address === undefined)
          context.addIssue({ code: 'custom', path: ['tokenId'], message: 'needs the address of its collection.' })
        if (params.account === zeroAddress)
          context.addIssue({
            code: 'custom',
            path: ['account'],
            message: 'must not be the zero address: mints and burns have it.',
          })
      }),
    result: pageOf(Activity),
  },
  /** Puts a token back in the metadata queue (its URI read again). 30 a minute per client. */
  refreshMetadata: {
    params: z.object(token),
    result: z.object({ address: Address, tokenId: TokenId, metadataStatus: MetadataStatusSchema }),
  },
  /** How far the indexer has read the chain. */
  getSyncStatus: { params: z.object({}), result: SyncStatus },
} as const
