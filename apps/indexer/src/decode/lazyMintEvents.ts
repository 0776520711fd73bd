import { lazyMintAbi } from '@vitrine/market'
import { decodeEventLog, type Log, toEventSelector } from 'viem'
import { checksumAddress } from './checksumAddress.ts'

const redeemedEvent = lazyMintAbi.find((item) => item.type === 'event' && item.name === 'Redeemed')
const nonceRevokedEvent = lazyMintAbi.find((item) => item.type === 'event' && item.name === 'NonceRevoked')
if (!redeemedEvent || !nonceRevokedEvent) throw new Error('lazyMintAbi lacks its events')

/** `CreatorCollection`'s lazy-mint events (the `rarible` source). */
export const REDEEMED = toEventSelector(redeemedEvent)
export const NONCE_REVOKED = toEventSelector(nonceRevokedEvent)

type Located = { collection: string; blockNumber: bigint; blockTime: bigint; logIndex: number; txHash: `0x${string}` }

/** A voucher redeemed (a lazy order filled: a sale), or a nonce revoked (its orders cancelled). */
export type LazyMintEvent = Located &
  (
    | { kind: 'redeemed'; orderHash: `0x${string}`; tokenId: bigint; buyer: string; creator: string; price: bigint }
    | { kind: 'revoked'; nonce: bigint; creator: string }
  )

/**
 * Logs → lazy-mint events, from any contract: the order book only changes the orders of the
 * collection that emitted one, and checks them against the chain before it does.
 */
export function decodeLazyMintEvents(logs: readonly Log[]): LazyMintEvent[] {
  const events: LazyMintEvent[] = []
  for (const log of logs) {
    const topic = log.topics[0]
    if (topic !== REDEEMED && topic !== NONCE_REVOKED) continue
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const base = {
      collection: checksumAddress(log.address),
      blockNumber: log.blockNumber,
      blockTime: log.blockTimestamp ?? 0n,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
    }
    try {
      const decoded = decodeEventLog({ abi: lazyMintAbi, data: log.data, topics: log.topics })
      if (decoded.eventName === 'Redeemed') {
        const { orderHash, tokenId, buyer, creator, price } = decoded.args
        events.push({ ...base, kind: 'redeemed', orderHash, tokenId, buyer, creator, price })
      } else if (decoded.eventName === 'NonceRevoked') {
        events.push({ ...base, kind: 'revoked', nonce: decoded.args.nonce, creator: decoded.args.creator })
      }
    } catch {
      // Malformed for its signature: skipped, like any undecodable log.
    }
  }
  return events
}
