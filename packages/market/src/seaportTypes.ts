import type { OrderComponentsJson } from '@vitrine/api'
import { type Address, getAddress, type Hex } from 'viem'

/** Seaport's item types (ConsiderationEnums.sol). */
export const ItemType = {
  NATIVE: 0,
  ERC20: 1,
  ERC721: 2,
  ERC1155: 3,
  ERC721_WITH_CRITERIA: 4,
  ERC1155_WITH_CRITERIA: 5,
} as const

/** Seaport's order types: partial fills and zone restriction. */
export const OrderType = {
  FULL_OPEN: 0,
  PARTIAL_OPEN: 1,
  FULL_RESTRICTED: 2,
  PARTIAL_RESTRICTED: 3,
  CONTRACT: 4,
} as const

export type OfferItem = {
  itemType: number
  token: Address
  identifierOrCriteria: bigint
  startAmount: bigint
  endAmount: bigint
}
export type ConsiderationItem = OfferItem & { recipient: Address }

/** Seaport 1.6 `OrderComponents`, the struct an order's maker signs, with numbers as bigints. */
export type OrderComponents = {
  offerer: Address
  zone: Address
  offer: OfferItem[]
  consideration: ConsiderationItem[]
  orderType: number
  startTime: bigint
  endTime: bigint
  zoneHash: Hex
  salt: bigint
  conduitKey: Hex
  counter: bigint
}

/** The EIP-712 types of `OrderComponents` (Seaport 1.6, as seaport-js signs them). */
export const orderComponentsTypes = {
  OrderComponents: [
    { name: 'offerer', type: 'address' },
    { name: 'zone', type: 'address' },
    { name: 'offer', type: 'OfferItem[]' },
    { name: 'consideration', type: 'ConsiderationItem[]' },
    { name: 'orderType', type: 'uint8' },
    { name: 'startTime', type: 'uint256' },
    { name: 'endTime', type: 'uint256' },
    { name: 'zoneHash', type: 'bytes32' },
    { name: 'salt', type: 'uint256' },
    { name: 'conduitKey', type: 'bytes32' },
    { name: 'counter', type: 'uint256' },
  ],
  OfferItem: [
    { name: 'itemType', type: 'uint8' },
    { name: 'token', type: 'address' },
    { name: 'identifierOrCriteria', type: 'uint256' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
  ],
  ConsiderationItem: [
    { name: 'itemType', type: 'uint8' },
    { name: 'token', type: 'address' },
    { name: 'identifierOrCriteria', type: 'uint256' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
  ],
} as const

const item = (json: OrderComponentsJson['offer'][number]): OfferItem => ({
  itemType: json.itemType,
  token: getAddress(json.token),
  identifierOrCriteria: BigInt(json.identifierOrCriteria),
  startAmount: BigInt(json.startAmount),
  endAmount: BigInt(json.endAmount),
})

/** Order components from their validated JSON form (postOrder's `parameters`). */
export function toOrderComponents(json: OrderComponentsJson): OrderComponents {
  return {
    offerer: getAddress(json.offerer),
    zone: getAddress(json.zone),
    offer: json.offer.map(item),
    consideration: json.consideration.map((c) => ({ ...item(c), recipient: getAddress(c.recipient) })),
    orderType: json.orderType,
    startTime: BigInt(json.startTime),
    endTime: BigInt(json.endTime),
    zoneHash: json.zoneHash.toLowerCase() as Hex,
    salt: BigInt(json.salt),
    conduitKey: json.conduitKey.toLowerCase() as Hex,
    counter: BigInt(json.counter),
  }
}

const itemJson = (i: OfferItem) => ({
  itemType: i.itemType,
  token: i.token,
  identifierOrCriteria: i.identifierOrCriteria.toString(),
  startAmount: i.startAmount.toString(),
  endAmount: i.endAmount.toString(),
})

/** The JSON form the order book stores and answers (decimal strings; seaport-js takes it as is). */
export function toOrderComponentsJson(order: OrderComponents): OrderComponentsJson {
  return {
    offerer: order.offerer,
    zone: order.zone,
    offer: order.offer.map(itemJson),
    consideration: order.consideration.map((c) => ({ ...itemJson(c), recipient: c.recipient })),
    orderType: order.orderType,
    startTime: order.startTime.toString(),
    endTime: order.endTime.toString(),
    zoneHash: order.zoneHash,
    salt: order.salt.toString(),
    conduitKey: order.conduitKey,
    counter: order.counter.toString(),
    totalOriginalConsiderationItems: order.consideration.length,
  }
}
