import { z } from 'zod'
import { Address } from './address.ts'
import { ChainId } from './chainId.ts'
import { TokenId } from './tokenId.ts'
import { Wei } from './wei.ts'
import { StandardSchema } from './words.ts'

/** A collection with the counters the indexer keeps (never counted per request). */
export const Collection = z.object({
  chainId: ChainId,
  address: Address,
  standard: StandardSchema,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  itemCount: z.number().int().nonnegative(),
  ownerCount: z.number().int().nonnegative(),
  /** The cheapest live listing, in wei; null while nothing is listed. */
  floorPrice: Wei.nullable(),
  /** The top active collection offer's unit price, in wei (WETH); null while there is none. */
  topOffer: Wei.nullable(),
  /** Native-currency sales, summed, in wei. */
  volume: Wei,
  /** ERC-2981 royalty in basis points (500 = 5%), null when the contract has none. */
  royaltyBps: z.number().int().min(0).max(10_000).nullable(),
  /** The picture its `contractURI` document names, if any. Pages show pictures through `mediaUrl`. */
  image: z.string().nullable(),
  /**
   * Its first tokens (up to 4, lowest ids first): pictures to show beside the collection's, and
   * the first one's stands for it when it has no `image` of its own.
   */
  previewTokenIds: z.array(TokenId).max(4),
})
export type Collection = z.infer<typeof Collection>
