import type { Address, Standard } from '@vitrine/api'

/** A collection of `nft.collections` as the NFT reads answer it, with its floor and top offer. */
export type CollectionRow = {
  address: Address
  standard: Standard
  name: string | null
  symbol: string | null
  royalty_bps: number | null
  image: string | null
  item_count: string
  owner_count: string
  volume: string
  first_block: string
  /** Unit price of the cheapest active listing, and of the top active collection offer (wei). */
  floor_price: string | null
  top_offer: string | null
  preview_token_ids: string[]
}
