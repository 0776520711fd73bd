/** An item of a fulfilled Seaport order, as its event reports it. */
export type OrderItem = { itemType: number; token: `0x${string}`; identifier: bigint; amount: bigint }

type Located = {
  /** The Seaport contract that emitted it. */
  seaport: `0x${string}`
  blockNumber: bigint
  blockTime: bigint
  logIndex: number
  txHash: `0x${string}`
}

/** A Seaport event, decoded but not yet interpreted. */
export type MarketEvent = Located &
  (
    | {
        kind: 'fulfilled'
        orderHash: `0x${string}`
        offerer: `0x${string}`
        recipient: `0x${string}`
        offer: OrderItem[]
        consideration: OrderItem[]
      }
    | { kind: 'cancelled'; orderHash: `0x${string}`; offerer: `0x${string}` }
    | { kind: 'counter'; offerer: `0x${string}`; counter: bigint }
  )
