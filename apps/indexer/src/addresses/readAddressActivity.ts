import type { AddressTransactionRow, TokenTransferRow } from '@vitrine/db'
import {
  erc20Abi,
  type Hex,
  type Log,
  type LogTopic,
  type PublicClient,
  pad,
  parseAbi,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { ensureBlockTimestamps } from '../rpc/ensureBlockTimestamps.ts'
import { getBlockWithTransactionsAt } from '../rpc/getBlockAt.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'

/** ERC-20's Transfer (ERC-721's has the same topic0 and a fourth topic: the token id). */
const TRANSFER = toEventSelector(erc20Abi.find((item) => item.type === 'event' && item.name === 'Transfer') as never)
/**
 * WETH9's wrapping and unwrapping, which it announces without a Transfer: a deposit is read as a
 * transfer from the zero address (a mint), a withdrawal as one to it (a burn), so wrapped ETH is
 * among an address's tokens as Moralis listed it.
 */
const [DEPOSIT, WITHDRAWAL] = parseAbi([
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]).map((event) => toEventSelector(event))
/** Addresses per log filter: nodes refuse topic lists that are too long. */
const ADDRESSES_PER_FILTER = 100

const lower = (address: string) => address.toLowerCase()
const topicAddress = (topic: Hex | undefined) => (topic ? lower(`0x${topic.slice(26)}`) : '')

/**
 * ERC-20 transfers from or to `addresses` in `fromBlock`…`toBlock`: three topic-filtered log
 * queries per hundred addresses (sender, recipient, WETH9's wraps), a range the node refuses halved as the indexer's own
 * queries are. Returns the rows and the last block they cover (maybe short of `toBlock`).
 */
export async function readTokenTransfers(
  client: PublicClient,
  addresses: readonly string[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<{ transfers: TokenTransferRow[]; toBlock: bigint }> {
  let end = toBlock
  const logs: Log[] = []
  for (let i = 0; i < addresses.length; i += ADDRESSES_PER_FILTER) {
    const topics = addresses.slice(i, i + ADDRESSES_PER_FILTER).map((address) => pad(address as Hex))
    for (const filter of [
      [TRANSFER, topics],
      [TRANSFER, null, topics],
      [[DEPOSIT, WITHDRAWAL], topics],
    ] as LogTopic[][]) {
      const range = await getLogsAdaptive(client, fromBlock, end, filter)
      end = range.toBlock
      logs.push(...range.logs)
    }
  }
  // A halved range later on: the logs of every filter up to the shortest end.
  const kept = logs.filter(
    (log) =>
      (log.blockNumber as bigint) <= end &&
      (log.topics[0] === TRANSFER ? log.topics.length === 3 : log.topics.length === 2),
  )
  const timed = await ensureBlockTimestamps(client, kept)
  const seen = new Set<string>()
  const transfers: TokenTransferRow[] = []
  for (const log of timed) {
    const key = `${log.transactionHash}:${log.logIndex}`
    // A transfer between two watched addresses matches both filters.
    if (seen.has(key)) continue
    seen.add(key)
    const [from, to] =
      log.topics[0] === DEPOSIT
        ? [zeroAddress, topicAddress(log.topics[1])]
        : log.topics[0] === WITHDRAWAL
          ? [topicAddress(log.topics[1]), zeroAddress]
          : [topicAddress(log.topics[1]), topicAddress(log.topics[2])]
    transfers.push({
      token: lower(log.address),
      from_address: from,
      to_address: to,
      value: BigInt(log.data === '0x' ? 0 : log.data).toString(),
      block_number: (log.blockNumber as bigint).toString(),
      block_hash: log.blockHash as string,
      block_timestamp: new Date(Number(log.blockTimestamp) * 1000),
      transaction_hash: log.transactionHash as string,
      transaction_index: log.transactionIndex as number,
      log_index: log.logIndex as number,
    })
  }
  return { transfers, toBlock: end }
}

/**
 * Native transactions from or to `addresses` in the blocks `fromBlock`…`toBlock` (each block read
 * with its transactions; a receipt for each one that matches).
 */
export async function readAddressTransactions(
  client: PublicClient,
  addresses: readonly string[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<AddressTransactionRow[]> {
  const watched = new Set(addresses)
  const rows: AddressTransactionRow[] = []
  for (let number = fromBlock; number <= toBlock; number++) {
    const block = await getBlockWithTransactionsAt(client, number)
    const matching = block.transactions.filter(
      (tx) => watched.has(lower(tx.from)) || (tx.to !== null && watched.has(lower(tx.to))),
    )
    const receipts = await Promise.all(matching.map((tx) => client.getTransactionReceipt({ hash: tx.hash })))
    matching.forEach((tx, i) => {
      const receipt = receipts[i] as (typeof receipts)[number]
      rows.push({
        hash: tx.hash,
        nonce: String(tx.nonce),
        transaction_index: tx.transactionIndex ?? 0,
        from_address: lower(tx.from),
        to_address: tx.to ? lower(tx.to) : null,
        value: tx.value.toString(),
        gas: tx.gas.toString(),
        gas_price: tx.gasPrice?.toString() ?? null,
        input: tx.input,
        receipt_cumulative_gas_used: receipt.cumulativeGasUsed.toString(),
        receipt_gas_used: receipt.gasUsed.toString(),
        receipt_contract_address: receipt.contractAddress ? lower(receipt.contractAddress) : null,
        receipt_status: receipt.status === 'success' ? 1 : 0,
        block_number: number.toString(),
        block_hash: block.hash as string,
        block_timestamp: new Date(Number(block.timestamp) * 1000),
      })
    })
  }
  return rows
}
