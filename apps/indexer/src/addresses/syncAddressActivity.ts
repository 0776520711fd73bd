import { readAddressSyncs, readUnwatchedWallets, storeAddressActivity, watchAddresses } from '@vitrine/db'
import type { Common } from '../Common.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { readAddressTransactions, readTokenTransfers } from './readAddressActivity.ts'

/** Blocks of ERC-20 transfers one step reads for addresses catching up (the node may halve it). */
const CATCH_UP_BLOCKS = 100_000n
/** Blocks read with their transactions in one step: each is a request (and a receipt per match). */
const TRANSACTION_BLOCKS = 200n
/** Signed-in users' wallets taken into the watch per step. */
const NEW_WALLETS_PER_STEP = 1_000

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const max = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * One step of the watched addresses' activity (Moralis's `getTokenBalances`, `getTokenTransfers`,
 * `getTransactions`), behind the indexer's cursor so that a reorg the follow step finds rolls it
 * back with the rest: new users' wallets are watched; each group of addresses read up to the
 * same block (normally all of them, a block behind) reads its next range and stores it with its
 * progress in one transaction. Returns the rows stored. An RPC failure is thrown, for the caller to
 * retry: nothing is stored of a range not read whole.
 */
export async function syncAddressActivity(common: Common): Promise<number> {
  const { pool, client, config } = common
  const chainId = config.CHAIN_ID
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return 0
  // From now on: a block's transactions before it were not read for this address.
  await watchAddresses(
    pool,
    chainId,
    await readUnwatchedWallets(pool, chainId, NEW_WALLETS_PER_STEP),
    cursor.number + 1n,
  )
  const behind = (await readAddressSyncs(pool, chainId)).filter((sync) => sync.syncedTo < cursor.number)
  const groups = new Map<bigint, typeof behind>()
  for (const sync of behind) groups.set(sync.syncedTo, [...(groups.get(sync.syncedTo) ?? []), sync])
  let stored = 0
  for (const [syncedTo, group] of groups) {
    const fromBlock = syncedTo + 1n
    let toBlock = min(cursor.number, fromBlock + CATCH_UP_BLOCKS - 1n)
    // Native transactions: from the earliest block any of them was watched from, in bounded steps.
    const transactionsFrom = max(
      fromBlock,
      group.reduce((low, sync) => min(low, sync.transactionsFrom), cursor.number + 1n),
    )
    if (transactionsFrom <= toBlock) toBlock = min(toBlock, transactionsFrom + TRANSACTION_BLOCKS - 1n)
    const addresses = group.map((sync) => sync.address)
    const read = await readTokenTransfers(client, addresses, fromBlock, toBlock)
    const since = new Map(group.map((sync) => [sync.address, sync.transactionsFrom]))
    const watchedAt = (address: string | null, block: bigint) =>
      address !== null && since.has(address) && (since.get(address) as bigint) <= block
    const transactions =
      transactionsFrom <= read.toBlock
        ? (await readAddressTransactions(client, addresses, transactionsFrom, read.toBlock)).filter(
            (tx) =>
              watchedAt(tx.from_address, BigInt(tx.block_number)) || watchedAt(tx.to_address, BigInt(tx.block_number)),
          )
        : []
    await storeAddressActivity(pool, chainId, {
      addresses,
      syncedTo: read.toBlock,
      transfers: read.transfers,
      transactions,
    })
    stored += read.transfers.length + transactions.length
  }
  return stored
}
