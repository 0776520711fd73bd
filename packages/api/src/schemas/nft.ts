import { z } from 'zod'
import { orderSummarySchema } from '../marketOrder.ts'
import { Address } from './address.ts'
import { ChainId } from './chainId.ts'
import { TokenId } from './tokenId.ts'
import { Amount } from './wei.ts'
import { MetadataStatusSchema } from './words.ts'

/** A trait of a token, as its metadata names it (values are kept as text). */
export const Attribute = z.object({ trait_type: z.string(), value: z.string() })
export type Attribute = z.infer<typeof Attribute>

/** A holder of an ERC-1155 token and how many copies it holds. */
export const Owner = z.object({ address: Address, amount: Amount })
export type Owner = z.infer<typeof Owner>

const nftBase = {
  chainId: ChainId,
  address: Address,
  tokenId: TokenId,
  name: z.string().nullable(),
  description: z.string().nullable(),
  /** The picture as the metadata names it. Pages never load it: they use `mediaUrl`. */
  image: z.string().nullable(),
  attributes: z.array(Attribute),
  tokenUri: z.string().nullable(),
  metadataStatus: MetadataStatusSchema,
  /** Its collection's name and symbol, as the contract gives them; null when it has none (or not read yet). */
  collectionName: z.string().nullable(),
  collectionSymbol: z.string().nullable(),
  /** Its cheapest active listing, from the order book; null when none. */
  listing: orderSummarySchema.nullable(),
  /** Its top active offer (on the token, or a collection offer that would buy it); null when none. */
  topOffer: orderSummarySchema.nullable(),
}

/** An ERC-721 token: one owner (null once burned). */
export const Erc721Nft = z.object({ ...nftBase, standard: z.literal('ERC721'), owner: Address.nullable() })

/**
 * An ERC-1155 token: its holders with their amounts, largest first (the first 20 in lists, 100 on
 * its own). Listed by `getNFTs({ owner })`, it also carries that owner's `amount`.
 */
export const Erc1155Nft = z.object({
  ...nftBase,
  standard: z.literal('ERC1155'),
  owners: z.array(Owner),
  amount: Amount.optional(),
})

export const Nft = z.discriminatedUnion('standard', [Erc721Nft, Erc1155Nft])
export type Nft = z.infer<typeof Nft>
