import type { Address, MetadataStatus, Standard } from '@vitrine/api'

/** A token of `nft.tokens` as the NFT reads answer it, with its collection's standard, name and symbol. */
export type TokenRow = {
  address: Address
  token_id: string
  standard: Standard
  name: string | null
  description: string | null
  image: string | null
  attributes: { trait_type: string; value: string }[] | null
  token_uri: string | null
  metadata_status: MetadataStatus
  collection_name: string | null
  collection_symbol: string | null
}
