import type { RecordedActivityType, Standard, TradingSource } from '@vitrine/api'
import { emptyOrderTouches, type OrderTouches } from '../decode/OrderTouches.ts'
import type { OrderUpdate } from '../orderBook/OrderUpdate.ts'

/** What a batch of events changes, computed without touching the database. */
export type Writes = {
  activity: ActivityRow[]
  /** Net change of each (collection, token, owner) balance; `minted` as its token's below. */
  balanceDeltas: Map<string, { address: string; tokenId: bigint; owner: string; delta: bigint; minted: boolean }>
  /**
   * Tokens and collections seen for the first time in this batch (inserted if new). `minted`: the
   * token's first event here is an ERC-721 mint, so the database has never seen it unless it was
   * burnt and minted again.
   */
  tokens: Map<string, { address: string; tokenId: bigint; firstBlock: bigint; minted: boolean }>
  collections: Map<string, { address: string; standard: Standard; firstBlock: bigint; creator?: string }>
  /** Native-currency sale volume added to each collection, in wei. */
  volume: Map<string, bigint>
  /** The open orders the batch's events may change (checked against the chain before writing). */
  orderTouches: OrderTouches
  /** New states of orders, as checked at the batch's last block (written with the batch). */
  orderUpdates: OrderUpdate[]
}

export type ActivityRow = {
  blockNumber: bigint
  /** The block's timestamp, in seconds. */
  blockTime: bigint
  logIndex: number
  /** Position within the log: a TransferBatch id, or an NFT of a sold bundle; 0 otherwise. */
  batchIndex: number
  txHash: string
  type: RecordedActivityType
  /** The collection; for a cancel, the Seaport contract. */
  address: string
  tokenId: bigint | null
  from: string | null
  to: string | null
  amount: bigint | null
  price?: bigint | null
  /** Payment token of a sale; the zero address for the native currency. */
  currency?: string | null
  source?: TradingSource | null
  orderHash?: string | null
  /** A Seaport counter increment's new counter. */
  counter?: bigint | null
  /** A transfer that settles a sale of the same token in the same transaction. */
  settlesSale?: boolean
}

export const emptyWrites = (): Writes => ({
  activity: [],
  balanceDeltas: new Map(),
  tokens: new Map(),
  collections: new Map(),
  volume: new Map(),
  orderTouches: emptyOrderTouches(),
  orderUpdates: [],
})
