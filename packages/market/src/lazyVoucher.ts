import type { MintVoucherJson } from '@vitrine/api'
import { type Address, encodeFunctionData, type Hex, hashTypedData, parseAbi, zeroAddress } from 'viem'

/**
 * Lazy minting (PRODUCT.md §6, `rarible`): a collection owner's EIP-712 mint voucher, as
 * `CreatorCollection.redeem` checks it. Its EIP-712 digest is the order's hash in the order book.
 */
export type MintVoucher = {
  collection: Address
  tokenId: bigint
  uri: string
  price: bigint
  currency: Address
  royaltyReceiver: Address
  royaltyBps: bigint
  expiry: bigint
  nonce: bigint
}

/** The EIP-712 domain name and version `CreatorCollection` signs vouchers under. */
export const LAZY_MINT_DOMAIN = { name: 'Vitrine Lazy Mint', version: '1' } as const

export const mintVoucherTypes = {
  MintVoucher: [
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'uri', type: 'string' },
    { name: 'price', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'royaltyReceiver', type: 'address' },
    { name: 'royaltyBps', type: 'uint96' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/** The voucher functions and events of `CreatorCollection` (the generated ABI has them too). */
export const lazyMintAbi = parseAbi([
  'struct MintVoucher { address collection; uint256 tokenId; string uri; uint256 price; address currency; address royaltyReceiver; uint96 royaltyBps; uint256 expiry; uint256 nonce; }',
  'function redeem(MintVoucher voucher, bytes signature) payable returns (uint256 tokenId)',
  'function revokeNonce(uint256 nonce)',
  'function nonceUsed(uint256 nonce) view returns (bool)',
  'function owner() view returns (address)',
  'function maxSupply() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'event Redeemed(bytes32 indexed orderHash, uint256 indexed tokenId, address indexed buyer, address creator, uint256 price, uint256 nonce)',
  'event NonceRevoked(uint256 indexed nonce, address indexed creator)',
])

/** The typed data a wallet signs (`eth_signTypedData_v4`) for a voucher. */
export function mintVoucherTypedData(chainId: number, voucher: MintVoucher) {
  return {
    domain: { ...LAZY_MINT_DOMAIN, chainId, verifyingContract: voucher.collection },
    types: mintVoucherTypes,
    primaryType: 'MintVoucher' as const,
    message: voucher,
  }
}

/** The digest the owner signs, and the order hash of the lazy listing. */
export const getVoucherHash = (chainId: number, voucher: MintVoucher): Hex =>
  hashTypedData(mintVoucherTypedData(chainId, voucher))

/**
 * A lazy token id: the creator in the upper 160 bits (as Rarible's), any 96-bit number below,
 * so it never meets the small ids `mint` gives one after another.
 */
export const lazyTokenId = (creator: Address, index: bigint): bigint =>
  (BigInt(creator) << 96n) | (index & ((1n << 96n) - 1n))

/** A random 96-bit number for a voucher's nonce or token id (Web Crypto: in browsers and in Node alike). */
export function randomLazyNonce(): bigint {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12))
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
}

/**
 * The voucher of a new lazy listing in ETH: a token id and a nonce of their own (random, so two
 * listings of one creator never share them), the royalty to the creator when `royaltyBps` is
 * given (else the collection's default).
 */
export function newLazyListingVoucher(parameters: {
  creator: Address
  collection: Address
  uri: string
  price: bigint
  expiry: bigint
  royaltyBps?: bigint
}): MintVoucher {
  const royaltyBps = parameters.royaltyBps ?? 0n
  return {
    collection: parameters.collection,
    tokenId: lazyTokenId(parameters.creator, randomLazyNonce()),
    uri: parameters.uri,
    price: parameters.price,
    currency: zeroAddress,
    royaltyReceiver: royaltyBps > 0n ? parameters.creator : zeroAddress,
    royaltyBps,
    expiry: parameters.expiry,
    nonce: randomLazyNonce(),
  }
}

/** Whether a token id is a lazy id of this creator. */
export const isLazyTokenIdOf = (tokenId: bigint, creator: Address): boolean => tokenId >> 96n === BigInt(creator)

export function toMintVoucher(json: MintVoucherJson): MintVoucher {
  return {
    collection: json.collection as Address,
    tokenId: BigInt(json.tokenId),
    uri: json.uri,
    price: BigInt(json.price),
    currency: json.currency as Address,
    royaltyReceiver: json.royaltyReceiver as Address,
    royaltyBps: BigInt(json.royaltyBps),
    expiry: BigInt(json.expiry),
    nonce: BigInt(json.nonce),
  }
}

export function toMintVoucherJson(voucher: MintVoucher): MintVoucherJson {
  return {
    collection: voucher.collection,
    tokenId: voucher.tokenId.toString(),
    uri: voucher.uri,
    price: voucher.price.toString(),
    currency: voucher.currency,
    royaltyReceiver: voucher.royaltyReceiver,
    royaltyBps: Number(voucher.royaltyBps),
    expiry: voucher.expiry.toString(),
    nonce: voucher.nonce.toString(),
  }
}

/** The buyer's one transaction: mint to the buyer, pay creator and royalty. */
export function redeemTransaction(voucher: MintVoucher, signature: Hex): { to: Address; data: Hex; value: bigint } {
  return {
    to: voucher.collection,
    data: encodeFunctionData({ abi: lazyMintAbi, functionName: 'redeem', args: [voucher, signature] }),
    value: voucher.price,
  }
}
