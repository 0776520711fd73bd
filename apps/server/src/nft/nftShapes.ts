/** Rows as the queries return them, and the shapes the API answers with (PRODUCT.md §4). */
export type TokenRow = {
  address: string
  token_id: string
  standard: 'ERC721' | 'ERC1155'
  name: string | null
  description: string | null
  image: string | null
  attributes: { trait_type: string; value: string }[] | null
  token_uri: string | null
  metadata_status: 'pending' | 'ok' | 'failed'
}

export type Owner = { address: string; amount: string }

export function toNft(chainId: number, row: TokenRow, owners: Owner[], amount?: string) {
  const base = {
    chainId,
    address: row.address,
    tokenId: row.token_id,
    standard: row.standard,
    name: row.name,
    description: row.description,
    image: row.image,
    attributes: row.attributes ?? [],
    tokenUri: row.token_uri,
    metadataStatus: row.metadata_status,
  }
  if (row.standard === 'ERC721') return { ...base, owner: owners[0]?.address ?? null }
  return { ...base, owners, ...(amount === undefined ? {} : { amount }) }
}

export type CollectionRow = {
  address: string
  standard: 'ERC721' | 'ERC1155'
  name: string | null
  symbol: string | null
  royalty_bps: number | null
  image: string | null
  item_count: string
  owner_count: string
  volume: string
  first_block: string
}

export function toCollection(chainId: number, row: CollectionRow) {
  return {
    chainId,
    address: row.address,
    standard: row.standard,
    name: row.name,
    symbol: row.symbol,
    itemCount: Number(row.item_count),
    ownerCount: Number(row.owner_count),
    // The floor is the lowest live listing: listings come with trading.
    floorPrice: null,
    volume: row.volume,
    royaltyBps: row.royalty_bps,
    image: row.image,
  }
}

export type ActivityRow = {
  type: 'mint' | 'transfer' | 'burn' | 'sale' | 'cancel'
  address: string
  token_id: string | null
  from_address: string | null
  to_address: string | null
  amount: string | null
  price: string | null
  currency: string | null
  source: string | null
  tx_hash: string
  block_number: string
  log_index: number
  batch_index: number
  block_time: Date | null
}

export function toActivity(row: ActivityRow) {
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
