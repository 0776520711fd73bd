import type { Activity, Collection, Nft, Owner } from '@vitrine/api'
import type { ActivityRow, CollectionRow, TokenRow } from '@vitrine/db'

// The shapes of the contract (`@vitrine/api`) that the NFT reads' rows (packages/db) become.

export type { Owner }

/** An NFT as the index has it, without the best listing and offer its row also carries (`toBestOrders`). */
export type IndexedNft = Nft extends infer T ? (T extends Nft ? Omit<T, 'listing' | 'topOffer'> : never) : never

export function toNft(chainId: number, row: TokenRow, owners: Owner[], amount?: string): IndexedNft {
  const base = {
    chainId,
    address: row.address,
    tokenId: row.token_id,
    name: row.name,
    description: row.description,
    image: row.image,
    attributes: row.attributes ?? [],
    tokenUri: row.token_uri,
    metadataStatus: row.metadata_status,
    collectionName: row.collection_name,
    collectionSymbol: row.collection_symbol,
  }
  if (row.standard === 'ERC721') return { ...base, standard: 'ERC721', owner: owners[0]?.address ?? null }
  return { ...base, standard: 'ERC1155', owners, ...(amount === undefined ? {} : { amount }) }
}

export function toCollection(chainId: number, row: CollectionRow): Collection {
  return {
    chainId,
    address: row.address,
    standard: row.standard,
    name: row.name,
    symbol: row.symbol,
    itemCount: Number(row.item_count),
    ownerCount: Number(row.owner_count),
    floorPrice: row.floor_price,
    topOffer: row.top_offer,
    volume: row.volume,
    royaltyBps: row.royalty_bps,
    image: row.image,
    previewTokenIds: row.preview_token_ids,
  }
}

export function toActivity(row: ActivityRow): Activity {
  return {
    // A burn is a transfer to the zero address (PRODUCT.md's activity types).
    type: row.type === 'burn' ? 'transfer' : row.type,
    address: row.address,
    tokenId: row.token_id,
    from: row.from_address,
    to: row.to_address,
    amount: row.amount,
    price: row.price,
    currency: row.currency,
    source: row.source,
    txHash: row.tx_hash,
    blockNumber: Number(row.block_number),
    timestamp: row.block_time ? row.block_time.toISOString() : null,
  }
}
