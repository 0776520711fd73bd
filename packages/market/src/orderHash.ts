import { type Address, concat, type Hex, hashDomain, toHex } from 'viem'
import { keccak256 } from './keccak256.ts'
import type { ConsiderationItem, OfferItem, OrderComponents } from './seaportTypes.ts'

export type SeaportDomain = { name: 'Seaport'; version: '1.6'; chainId: number; verifyingContract: Address }

/** The EIP-712 domain of a Seaport 1.6 contract. */
export function seaportDomain(chainId: number, seaport: Address): SeaportDomain {
  return { name: 'Seaport', version: '1.6', chainId, verifyingContract: seaport }
}

export const OFFER_ITEM_TYPE =
  'OfferItem(uint8 itemType,address token,uint256 identifierOrCriteria,uint256 startAmount,uint256 endAmount)'
export const CONSIDERATION_ITEM_TYPE =
  'ConsiderationItem(uint8 itemType,address token,uint256 identifierOrCriteria,uint256 startAmount,uint256 endAmount,address recipient)'
export const ORDER_COMPONENTS_TYPE =
  'OrderComponents(address offerer,address zone,OfferItem[] offer,ConsiderationItem[] consideration,uint8 orderType,uint256 startTime,uint256 endTime,bytes32 zoneHash,uint256 salt,bytes32 conduitKey,uint256 counter)'

// Type hashes, once (EIP-712: a struct's type, then the types it uses in alphabetical order).
const typeHash = (type: string) => keccak256(toHex(type)).slice(2)
const OFFER_ITEM_HASH = typeHash(OFFER_ITEM_TYPE)
const CONSIDERATION_ITEM_HASH = typeHash(CONSIDERATION_ITEM_TYPE)
const ORDER_COMPONENTS_HASH = typeHash(ORDER_COMPONENTS_TYPE + CONSIDERATION_ITEM_TYPE + OFFER_ITEM_TYPE)

// 32-byte ABI words, as hex digits without 0x (every field here is static). What no Seaport
// order can hold is refused, as an encoder would.
const MAX_UINT256 = (1n << 256n) - 1n
const word = (value: bigint | number) => {
  if (value < 0 || BigInt(value) > MAX_UINT256) throw new RangeError(`${value} is not a uint256.`)
  return value.toString(16).padStart(64, '0')
}
const addressWord = (address: Address) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`${address} is not an address.`)
  return address.slice(2).toLowerCase().padStart(64, '0')
}
const bytes32Word = (value: Hex) => {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw new TypeError(`${value} is not 32 bytes.`)
  return value.slice(2).toLowerCase()
}
const hashWords = (...words: string[]) => keccak256(`0x${words.join('')}`).slice(2)

const itemWords = (item: OfferItem) => [
  word(item.itemType),
  addressWord(item.token),
  word(item.identifierOrCriteria),
  word(item.startAmount),
  word(item.endAmount),
]
const offerItemHash = (item: OfferItem) => hashWords(OFFER_ITEM_HASH, ...itemWords(item))
const considerationItemHash = (item: ConsiderationItem) =>
  hashWords(CONSIDERATION_ITEM_HASH, ...itemWords(item), addressWord(item.recipient))

/**
 * The order hash: the EIP-712 struct hash of its components, as Seaport's `getOrderHash`. Encoded
 * here with the type hashes computed once: every order posted is hashed, and a generic EIP-712
 * encoder spent most of its time re-deriving and re-hashing the type strings.
 */
export function getOrderHash(order: OrderComponents): Hex {
  return `0x${hashWords(
    ORDER_COMPONENTS_HASH,
    addressWord(order.offerer),
    addressWord(order.zone),
    hashWords(...order.offer.map(offerItemHash)),
    hashWords(...order.consideration.map(considerationItemHash)),
    word(order.orderType),
    word(order.startTime),
    word(order.endTime),
    bytes32Word(order.zoneHash),
    word(order.salt),
    bytes32Word(order.conduitKey),
    word(order.counter),
  )}`
}

const separators = new Map<string, Hex>()

/** The domain separator of `domain` (EIP-712 `EIP712Domain` struct hash), computed once per domain. */
export function domainSeparator(domain: SeaportDomain): Hex {
  const key = `${domain.chainId}:${domain.verifyingContract.toLowerCase()}`
  let separator = separators.get(key)
  if (!separator) {
    separator = hashDomainOf(domain)
    separators.set(key, separator)
  }
  return separator
}

function hashDomainOf(domain: SeaportDomain): Hex {
  return hashDomain({
    domain: { ...domain, chainId: BigInt(domain.chainId) },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  })
}

/** What an EOA signs for a struct hash: keccak256(0x1901 ‖ domain separator ‖ struct hash). */
export function eip712Digest(separator: Hex, structHash: Hex): Hex {
  return keccak256(concat(['0x1901', separator, structHash]))
}
