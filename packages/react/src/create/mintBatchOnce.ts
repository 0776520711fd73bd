import type { Standard } from '@vitrine/api'
import type { Address, Hash, Hex, WalletClient } from 'viem'
import { publicActions } from 'viem'
import { UnresumableCollectionError, VitrineError } from '../errors.ts'
import { creatorCollectionAbi, creatorEditionAbi } from './creatorAbis.ts'
import { readMintedRows } from './readMintedRows.ts'

/** A row of a batch: its key (`batchRowKeys`) and its metadata URI (putMetadata of kind `token`). */
export type BatchMintRow = { key: Hex; uri: string }

/** A transaction of the batch, as the wallet sends it and as it is mined (with the rows it settled). */
export type MintBatchOnceStep =
  | { status: 'sent'; index: number; count: number; hash: Hash; keys: readonly Hex[] }
  | { status: 'mined'; index: number; count: number; hash: Hash; minted: ReadonlyMap<Hex, bigint> }

export type MintBatchOnceParameters = {
  collection: Address
  rows: readonly BatchMintRow[]
  /** The collection's kind (default ERC-721); an ERC-1155 edition contract mints each row as a new edition. */
  standard?: Standard
  /** ERC-1155 only: copies of each new edition (default 1). */
  amount?: bigint
  /** Rows per transaction: a batch of more goes out in several transactions. */
  perTransaction?: number
  /** Before anything is sent: the rows the collection had minted already, by key. */
  onMintedBefore?: (minted: ReadonlyMap<Hex, bigint>) => void
  onStep?: (step: MintBatchOnceStep) => void
}

/**
 * Mints a batch's rows into a collection the wallet owns, to the wallet, only those the chain
 * says have not minted yet: a batch sent again after a partial failure, from a reloaded page or
 * a second tab, mints only what is left. The collection itself skips a row key that has minted
 * (`mintBatchOnce`, `mintNewOnce`), so even two sends racing mint each row once. Answers every
 * row's token id by key. Throws `UnresumableCollectionError` for a collection without row keys.
 */
export async function mintBatchOnce(
  wallet: WalletClient,
  parameters: MintBatchOnceParameters,
): Promise<Map<Hex, bigint>> {
  const account = wallet.account ?? (await wallet.getAddresses())[0]
  if (!account) throw new Error('Connect a wallet first.')
  const to = typeof account === 'string' ? account : account.address
  const amount = parameters.amount ?? 1n
  if (amount < 1n) throw new Error('Mint at least one copy.')
  const { collection } = parameters
  const keys = parameters.rows.map((row) => row.key)
  const before = await readMintedRows(wallet, { collection, keys })
  if (!before) throw new UnresumableCollectionError()
  const minted = new Map<Hex, bigint>()
  before.forEach((id, index) => {
    if (id !== null) minted.set(keys[index] as Hex, id)
  })
  parameters.onMintedBefore?.(new Map(minted))

  const left = parameters.rows.filter((row) => !minted.has(row.key))
  const size = parameters.perTransaction ?? 50
  const chunks: BatchMintRow[][] = []
  for (let at = 0; at < left.length; at += size) chunks.push(left.slice(at, at + size))
  const reader = wallet.extend(publicActions)
  for (const [index, rows] of chunks.entries()) {
    const target = { address: collection, account, chain: wallet.chain } as const
    const rowKeys = rows.map((row) => row.key)
    const uris = rows.map((row) => row.uri)
    const hash =
      parameters.standard === 'ERC1155'
        ? await wallet.writeContract({
            ...target,
            abi: creatorEditionAbi,
            functionName: 'mintNewOnce',
            args: [to, rows.map(() => amount), uris, rowKeys],
          })
        : await wallet.writeContract({
            ...target,
            abi: creatorCollectionAbi,
            functionName: 'mintBatchOnce',
            args: [to, uris, rowKeys],
          })
    parameters.onStep?.({ status: 'sent', index, count: chunks.length, hash, keys: rowKeys })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('The mint failed on chain.')
    // Read, not taken from the receipt's events: a row another tab minted first was skipped here.
    const ids = await readMintedRows(wallet, { collection, keys: rowKeys, blockNumber: receipt.blockNumber })
    const settled = new Map<Hex, bigint>()
    ids?.forEach((id, at) => {
      if (id !== null) settled.set(rowKeys[at] as Hex, id)
    })
    if (settled.size !== rows.length)
      throw new VitrineError('The mint was mined, but some of its items are not on the chain.')
    for (const [key, id] of settled) minted.set(key, id)
    parameters.onStep?.({ status: 'mined', index, count: chunks.length, hash, minted: settled })
  }
  return minted
}
