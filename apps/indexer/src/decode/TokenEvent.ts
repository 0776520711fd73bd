import type { Standard } from '@vitrine/api'

/** One token movement, whatever the standard; a TransferBatch gives one per id. */
export type TokenTransfer = {
  standard: Standard
  address: `0x${string}`
  tokenId: bigint
  from: `0x${string}`
  to: `0x${string}`
  amount: bigint
  blockNumber: bigint
  /** The block's timestamp, in seconds. */
  blockTime: bigint
  logIndex: number
  /** Position within a TransferBatch; 0 otherwise. */
  batchIndex: number
  txHash: `0x${string}`
}
