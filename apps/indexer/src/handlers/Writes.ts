/** What a batch of events changes, computed without touching the database. */
export type Writes = {
  activity: ActivityRow[]
  /** Net change of each (collection, token, owner) balance. */
  balanceDeltas: Map<string, { address: string; tokenId: bigint; owner: string; delta: bigint }>
  /** Tokens and collections seen for the first time in this batch (inserted if new). */
  tokens: Map<string, { address: string; tokenId: bigint; firstBlock: bigint }>
  collections: Map<string, { address: string; standard: 'ERC721' | 'ERC1155'; firstBlock: bigint }>
}

export type ActivityRow = {
  blockNumber: bigint
  logIndex: number
  batchIndex: number
  txHash: string
  type: 'mint' | 'transfer' | 'burn'
  address: string
  tokenId: bigint
  from: string
  to: string
  amount: bigint
}

export const emptyWrites = (): Writes => ({
  activity: [],
  balanceDeltas: new Map(),
  tokens: new Map(),
  collections: new Map(),
})
