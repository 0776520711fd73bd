import { isRefusedByChain } from '@vitrine/rpc'
import Parse from 'parse/node'
import type { Block, Hash, Log, PublicClient, RpcTransactionReceipt, Transaction } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { parseMoralisChain } from './moralisChain.ts'
import type { MoralisParams } from './moralisInput.ts'

/** The most transactions a block answered here may hold: its receipts come in one call. */
export const MAX_BLOCK_TRANSACTIONS = 1000

const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)
const lower = (value: string) => value.toLowerCase()
const decimal = (value: bigint | number | null | undefined) => (value ?? 0n).toString()

type BlockRef = { blockNumber: bigint } | { blockHash: Hash }

/** `block_number_or_hash`: a block number (decimal) or a block hash, as Moralis took it. */
function parseBlockRef(value: unknown): BlockRef {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return { blockNumber: BigInt(value) }
  if (typeof value === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(value)) return { blockNumber: BigInt(value) }
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)) return { blockHash: lower(value) as Hash }
  throw invalid('block_number_or_hash must be a block number (decimal) or a block hash (0x and 64 hex digits).')
}

function toMoralisLog(log: RpcTransactionReceipt['logs'][number], timestamp: string) {
  const topic = (i: number) => (log.topics[i] ? lower(log.topics[i]) : null)
  return {
    log_index: decimal(BigInt(log.logIndex ?? '0x0')),
    transaction_hash: lower(log.transactionHash ?? ''),
    transaction_index: decimal(BigInt(log.transactionIndex ?? '0x0')),
    address: lower(log.address),
    data: lower(log.data),
    topic0: topic(0),
    topic1: topic(1),
    topic2: topic(2),
    topic3: topic(3),
    block_timestamp: timestamp,
    block_number: decimal(BigInt(log.blockNumber ?? '0x0')),
    block_hash: lower(log.blockHash ?? ''),
  }
}

function toMoralisTransaction(tx: Transaction, receipt: RpcTransactionReceipt | undefined, timestamp: string) {
  return {
    hash: lower(tx.hash),
    nonce: decimal(tx.nonce),
    transaction_index: decimal(tx.transactionIndex),
    from_address: lower(tx.from),
    to_address: tx.to ? lower(tx.to) : null,
    value: decimal(tx.value),
    gas: decimal(tx.gas),
    gas_price: decimal(receipt ? BigInt(receipt.effectiveGasPrice) : tx.gasPrice),
    input: lower(tx.input),
    receipt_cumulative_gas_used: decimal(receipt ? BigInt(receipt.cumulativeGasUsed) : 0n),
    receipt_gas_used: decimal(receipt ? BigInt(receipt.gasUsed) : 0n),
    receipt_contract_address: receipt?.contractAddress ? lower(receipt.contractAddress) : null,
    receipt_root: receipt?.root ?? null,
    receipt_status: receipt?.status === '0x1' ? ('1' as const) : ('0' as const),
    block_timestamp: timestamp,
    block_number: decimal(tx.blockNumber),
    block_hash: lower(tx.blockHash ?? ''),
    logs: (receipt?.logs ?? []).map((log: Log | RpcTransactionReceipt['logs'][number]) =>
      toMoralisLog(log as RpcTransactionReceipt['logs'][number], timestamp),
    ),
  }
}

/**
 * native.getBlock({ chain, block_number_or_hash }): the block with its transactions, each with
 * its receipt's figures and logs (one eth_getBlockReceipts), in Moralis's v2 shape. A block the
 * node does not have is 101; a block of more than MAX_BLOCK_TRANSACTIONS is refused; an outage is
 * 100 (try again).
 */
export async function getMoralisBlock(
  client: Pick<PublicClient, 'getBlock' | 'request'>,
  chainId: number,
  p: MoralisParams,
) {
  parseMoralisChain(p.chain, chainId)
  const ref = parseBlockRef(p.block_number_or_hash)
  let block: Block<bigint, true>
  let receipts: RpcTransactionReceipt[]
  try {
    const head = await client.getBlock({ ...ref, includeTransactions: false })
    if (head.transactions.length > MAX_BLOCK_TRANSACTIONS)
      throw invalid(
        `Block ${head.number} holds ${head.transactions.length} transactions; this server answers blocks of ${MAX_BLOCK_TRANSACTIONS} at most.`,
      )
    const blockHash = head.hash as Hash
    ;[block, receipts] = await Promise.all([
      client.getBlock({ blockHash, includeTransactions: true }) as Promise<Block<bigint, true>>,
      client.request({ method: 'eth_getBlockReceipts', params: [blockHash] }) as Promise<RpcTransactionReceipt[]>,
    ])
  } catch (error) {
    if (error instanceof Parse.Error) throw error
    if (isRefusedByChain(error))
      throw Object.assign(
        new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No block ${String(p.block_number_or_hash)} on this chain.`),
        { cause: error },
      )
    throw temporarilyUnavailable('Reading the block', error)
  }
  const timestamp = new Date(Number(block.timestamp) * 1000).toISOString()
  const receiptOf = new Map((receipts ?? []).map((receipt) => [lower(receipt.transactionHash), receipt]))
  return {
    timestamp,
    number: decimal(block.number),
    hash: lower(block.hash ?? ''),
    parent_hash: lower(block.parentHash),
    nonce: block.nonce ?? null,
    sha3_uncles: lower(block.sha3Uncles),
    logs_bloom: lower(block.logsBloom ?? '0x'),
    transactions_root: lower(block.transactionsRoot),
    state_root: lower(block.stateRoot),
    receipts_root: lower(block.receiptsRoot),
    miner: lower(block.miner),
    difficulty: decimal(block.difficulty),
    total_difficulty: block.totalDifficulty === null ? null : decimal(block.totalDifficulty),
    size: decimal(block.size),
    extra_data: lower(block.extraData),
    gas_limit: decimal(block.gasLimit),
    gas_used: decimal(block.gasUsed),
    transaction_count: String(block.transactions.length),
    transactions: block.transactions.map((tx) => toMoralisTransaction(tx, receiptOf.get(lower(tx.hash)), timestamp)),
  }
}
