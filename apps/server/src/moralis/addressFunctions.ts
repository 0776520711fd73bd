import type { MoralisTokenBalance, MoralisTokenTransfer, MoralisTransaction } from '@vitrine/api'
import type { AddressTransactionRow, TokenTransferRow } from '@vitrine/db'
import Parse from 'parse/node'
import { type Address, erc20Abi } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import type { Erc20Info } from './erc20Info.ts'
import { parseMoralisChain } from './moralisChain.ts'
import { type MoralisParams, parseMoralisAddress, parsePageSize, refuseUnsupported } from './moralisInput.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'

/**
 * Moralis.Web3API.account.{getTokenBalances, getTokenTransfers, getTransactions}: what a watched
 * address (a signed-in user's wallet, or one an operator watches with watchEthAddress) holds and
 * did, from the indexer's record of it; balances read from the chain at the head. An address not
 * watched, or still being read back, is refused with a sentence, never answered as empty.
 */
export function addressFunctions(deps: MoralisWeb3Deps) {
  const { chainId, moralis } = deps

  /** The address, once the indexer has read its activity up to the block it has indexed. */
  async function watchedAddress(p: MoralisParams, allowed: readonly string[] = []): Promise<string> {
    parseMoralisChain(p.chain, chainId)
    refuseUnsupported(p, allowed)
    const address = parseMoralisAddress(p.address, 'address').toLowerCase()
    const [sync, indexed] = await Promise.all([moralis.addressSync(address), deps.nft.indexedBlock()])
    if (!sync) {
      throw new Parse.Error(
        Parse.Error.OBJECT_NOT_FOUND,
        `address ${address} is not watched by this server: its token transfers and transactions are kept for signed-in users' wallets (from a few seconds after their first sign-in) and for addresses watched with watchEthAddress.`,
      )
    }
    if (indexed === null || sync.syncedTo < BigInt(indexed)) {
      throw temporarilyUnavailable(
        `The history of ${address}`,
        new Error(`read up to block ${sync.syncedTo}, indexed up to ${indexed}`),
      )
    }
    return address
  }

  return {
    /** account.getTokenBalances({ address, chain, token_addresses? }): every ERC-20 it ever received, at the head. */
    async getTokenBalances(p: MoralisParams): Promise<MoralisTokenBalance[]> {
      const address = await watchedAddress(p, [])
      let tokens = await moralis.tokensOf(address)
      if (p.token_addresses !== undefined && p.token_addresses !== null) {
        const list = Array.isArray(p.token_addresses) ? p.token_addresses : [p.token_addresses]
        const wanted = new Set(list.map((token) => parseMoralisAddress(token, 'token_addresses').toLowerCase()))
        tokens = tokens.filter((token) => wanted.has(token))
      }
      try {
        const blockNumber = await deps.client.getBlockNumber({ cacheTime: 0 })
        const [balances, infos] = await Promise.all([
          Promise.all(
            tokens.map((token) =>
              deps.client.readContract({
                address: token as Address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [address as Address],
                blockNumber,
              }),
            ),
          ),
          deps.erc20.readMany(tokens),
        ])
        return tokens
          .map((token, i) => toTokenBalance(token, infos[i] as Erc20Info, balances[i] as bigint))
          .filter((balance) => balance.balance !== '0')
      } catch (error) {
        throw temporarilyUnavailable('Reading token balances', error)
      }
    },

    /** account.getTokenTransfers({ address, chain, limit?, cursor? }): newest first. */
    async getTokenTransfers(p: MoralisParams) {
      const address = await watchedAddress(p, [])
      const pageSize = parsePageSize(p.limit)
      const scope = `getTokenTransfers:${address}`
      const at = deps.paging.position(p.cursor, scope, 2)
      const [rows, total] = await Promise.all([
        moralis.tokenTransfersOf(address, at.after, pageSize + 1),
        at.total ?? moralis.countTokenTransfersOf(address),
      ])
      const infos = await readInfos(deps, [...new Set(rows.map((row) => row.token))])
      return deps.paging.page(
        rows,
        pageSize,
        { ...at, total },
        scope,
        (last) => [last.block_number, String(last.log_index)],
        (row) => toTokenTransfer(row, infos.get(row.token)),
      )
    },

    /** account.getTransactions({ address, chain, limit?, cursor? }): newest first, from when it was watched. */
    async getTransactions(p: MoralisParams) {
      const address = await watchedAddress(p, [])
      const pageSize = parsePageSize(p.limit)
      const scope = `getTransactions:${address}`
      const at = deps.paging.position(p.cursor, scope, 2)
      const [rows, total] = await Promise.all([
        moralis.transactionsOf(address, at.after, pageSize + 1),
        at.total ?? moralis.countTransactionsOf(address),
      ])
      return deps.paging.page(
        rows,
        pageSize,
        { ...at, total },
        scope,
        (last) => [last.block_number, String(last.transaction_index)],
        toTransaction,
      )
    },
  }
}

async function readInfos(deps: MoralisWeb3Deps, tokens: string[]): Promise<Map<string, Erc20Info>> {
  try {
    const infos = await deps.erc20.readMany(tokens)
    return new Map(tokens.map((token, i) => [token, infos[i] as Erc20Info]))
  } catch (error) {
    throw temporarilyUnavailable('Reading token details', error)
  }
}

function toTokenBalance(token: string, info: Erc20Info, balance: bigint): MoralisTokenBalance {
  return {
    token_address: token,
    name: info.name,
    symbol: info.symbol,
    logo: null,
    thumbnail: null,
    decimals: info.decimals,
    balance: balance.toString(),
    possible_spam: false,
  }
}

function toTokenTransfer(row: TokenTransferRow, info: Erc20Info | undefined): MoralisTokenTransfer {
  return {
    token_name: info?.name ?? null,
    token_symbol: info?.symbol ?? null,
    token_logo: null,
    token_decimals: info?.decimals === null || info?.decimals === undefined ? null : String(info.decimals),
    transaction_hash: row.transaction_hash,
    address: row.token,
    block_timestamp: row.block_timestamp.toISOString(),
    block_number: row.block_number,
    block_hash: row.block_hash,
    to_address: row.to_address,
    from_address: row.from_address,
    value: row.value,
    transaction_index: row.transaction_index,
    log_index: row.log_index,
    possible_spam: false,
  }
}

function toTransaction(row: AddressTransactionRow): MoralisTransaction {
  return {
    hash: row.hash,
    nonce: row.nonce,
    transaction_index: String(row.transaction_index),
    from_address: row.from_address,
    to_address: row.to_address,
    value: row.value,
    gas: row.gas,
    gas_price: row.gas_price,
    input: row.input,
    receipt_cumulative_gas_used: row.receipt_cumulative_gas_used,
    receipt_gas_used: row.receipt_gas_used,
    receipt_contract_address: row.receipt_contract_address,
    receipt_root: null,
    receipt_status: row.receipt_status === 1 ? '1' : '0',
    block_timestamp: row.block_timestamp.toISOString(),
    block_number: row.block_number,
    block_hash: row.block_hash,
  }
}
