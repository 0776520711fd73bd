import { createHash } from 'node:crypto'
import type { MoralisContract, MoralisNft, MoralisNftOwner, MoralisTrade, MoralisTransfer } from '@vitrine/api'
import type { ActivityRow, CollectionInfo, TokenRow } from '@vitrine/db'
import { zeroAddress } from 'viem'

/**
 * The Moralis Web3 API v2 answer shapes, made from Vitrine's rows. Addresses are lower-case and
 * numbers decimal strings, as Moralis answered. What the index does not keep (the block an owner
 * received a token in, a block's hash, a transaction's index and type, sync times) is null.
 */
export type TokenIdFormat = 'decimal' | 'hex'

const lower = (address: string | null) => (address === null ? null : address.toLowerCase())
const formatId = (tokenId: string, format: TokenIdFormat) =>
  format === 'hex' ? `0x${BigInt(tokenId).toString(16)}` : tokenId

/** The metadata document as Moralis returned it: a JSON string, null until it is read. */
function metadataOf(row: TokenRow): string | null {
  if (row.metadata_status !== 'ok') return null
  const document: Record<string, unknown> = {}
  if (row.name !== null) document.name = row.name
  if (row.description !== null) document.description = row.description
  if (row.image !== null) document.image = row.image
  if (row.attributes !== null) document.attributes = row.attributes
  return JSON.stringify(document)
}

/** An Nft: a token with its collection's name and symbol. */
export function toMoralisNft(
  chainId: number,
  row: TokenRow & { first_block?: string | null },
  collection: CollectionInfo | undefined,
  amount: string,
  format: TokenIdFormat,
): MoralisNft {
  return {
    token_address: row.address.toLowerCase(),
    token_id: formatId(row.token_id, format),
    // Moralis's token_hash is an opaque unique key per token; apps use it as a list key.
    token_hash: createHash('md5').update(`${chainId}:${row.address.toLowerCase()}:${row.token_id}`).digest('hex'),
    contract_type: row.standard,
    name: collection?.name ?? null,
    symbol: collection?.symbol ?? null,
    token_uri: row.token_uri,
    metadata: metadataOf(row),
    amount,
    block_number_minted: row.first_block ?? null,
    synced_at: null,
    last_token_uri_sync: null,
    last_metadata_sync: null,
  }
}

/** An NftOwner: an Nft with the owner's address and amount. */
export function toMoralisNftOwner(
  chainId: number,
  row: TokenRow & { first_block?: string | null; owner: string; amount: string },
  collection: CollectionInfo | undefined,
  format: TokenIdFormat,
): MoralisNftOwner {
  return {
    ...toMoralisNft(chainId, row, collection, row.amount, format),
    owner_of: row.owner.toLowerCase(),
    block_number: null,
  }
}

/** An NftTransfer. A sale stands for the transfer it settles, with its price as `value` when paid in ETH. */
export function toMoralisTransfer(
  row: ActivityRow,
  collection: CollectionInfo | undefined,
  format: TokenIdFormat,
): MoralisTransfer {
  return {
    block_number: row.block_number,
    block_timestamp: row.block_time ? row.block_time.toISOString() : null,
    block_hash: null,
    transaction_hash: row.tx_hash,
    transaction_index: null,
    log_index: row.log_index,
    value: row.type === 'sale' && row.currency === zeroAddress && row.price !== null ? row.price : '0',
    contract_type: collection?.standard ?? null,
    transaction_type: null,
    token_address: row.address.toLowerCase(),
    token_id: row.token_id === null ? null : formatId(row.token_id, format),
    from_address: lower(row.from_address),
    to_address: lower(row.to_address),
    amount: row.amount,
    verified: 1,
    operator: null,
  }
}

/** The NFT contract metadata of getNFTMetadata. */
export function toMoralisContract(collection: CollectionInfo): MoralisContract {
  return {
    token_address: collection.address.toLowerCase(),
    name: collection.name,
    symbol: collection.symbol,
    contract_type: collection.standard,
    synced_at: null,
  }
}

/**
 * A sale as Moralis's getNFTTrades has it: one token per row here (a sweep is one row per token,
 * each with its own log), the price in wei of its currency (ETH: the zero address, or WETH).
 */
export function toMoralisTrade(row: ActivityRow, marketplace: string | null, format: TokenIdFormat): MoralisTrade {
  return {
    transaction_hash: row.tx_hash,
    transaction_index: null,
    token_ids: row.token_id === null ? [] : [formatId(row.token_id, format)],
    seller_address: lower(row.from_address),
    buyer_address: lower(row.to_address),
    token_address: row.address.toLowerCase(),
    marketplace_address: lower(marketplace),
    price_token_address: lower(row.currency),
    price: row.price,
    block_timestamp: row.block_time ? row.block_time.toISOString() : null,
    block_number: row.block_number,
    block_hash: null,
  }
}
