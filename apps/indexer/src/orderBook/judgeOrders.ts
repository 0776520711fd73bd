import {
  type LazyFacts,
  lazyOrderState,
  type OrderFacts,
  orderState,
  readLazyFacts,
  readOrderFacts,
  type SeaportOrderStatus,
} from '@vitrine/market'
import { createChainReads } from '@vitrine/rpc'
import type { Address, Hex, PublicClient } from 'viem'
import type { OrderToCheck } from './OrderToCheck.ts'
import type { OrderUpdate } from './OrderUpdate.ts'

const CHUNK = 100
const jsonFacts = (facts: OrderFacts | LazyFacts) =>
  Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]))

/**
 * Each order's state from the chain at `blockNumber`: its facts read there (a revert is a fact,
 * an outage throws; orders of one maker or item share their reads — a seller's hundred listings
 * of one token cost one owner read, not a hundred), judged by the fillability rule at `now` (unix seconds). An expired order
 * only moves on to filled or cancelled. A listing that was inactive because its item had left
 * the maker, and no longer is, is marked revived. Seaport's status of an order (the one read no
 * two orders share) is taken from `knownStatus` when it answers one: a sale among a seller's
 * hundreds of listings costs one status read, not hundreds.
 */
export async function judgeOrders(
  client: PublicClient,
  rows: readonly OrderToCheck[],
  blockNumber: bigint,
  now: bigint,
  /** Seaport's status of the order when it cannot have moved since it was read, else null (read it). */
  knownStatus: (row: OrderToCheck) => SeaportOrderStatus | null = () => null,
): Promise<OrderUpdate[]> {
  const updates: OrderUpdate[] = []
  const reads = createChainReads(client)
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const judged = await Promise.all(
      chunk.map(async (row) => {
        if (row.kind === 'lazy') {
          // A mint voucher (the `rarible` source): `counter` holds its nonce, `end_time` its expiry.
          const lazyFacts = await readLazyFacts((call) => reads.read(blockNumber, call), {
            collection: row.address as Address,
            tokenId: BigInt(row.token_id ?? 0),
            nonce: BigInt(row.counter),
          })
          // Whether its item copies another is no fact of the chain: as the lazy items worker found it.
          const state = lazyOrderState(
            lazyFacts,
            { maker: row.maker as Address, expiry: BigInt(row.end_time), duplicateItem: row.duplicate_item },
            now,
          )
          return { row, facts: lazyFacts, state }
        }
        const facts = await readOrderFacts((call) => reads.read(blockNumber, call), {
          terms: {
            side: row.side,
            standard: row.standard,
            address: row.address as Address,
            tokenId: row.token_id === null ? null : BigInt(row.token_id),
            currency: row.currency as Address,
          },
          maker: row.maker as Address,
          orderHash: row.order_hash as Hex,
          seaport: row.seaport as Address,
          conduit: row.conduit as Address,
          knownStatus: knownStatus(row),
        })
        const state = orderState(
          { side: row.side, amount: BigInt(row.amount), price: BigInt(row.price) },
          { counter: BigInt(row.counter), startTime: BigInt(row.start_time), endTime: BigInt(row.end_time) },
          facts,
          now,
        )
        return { row, facts, state }
      }),
    )
    for (const { row, facts, state } of judged) {
      if (row.status === 'expired' && state.status !== 'filled' && state.status !== 'cancelled') continue
      const open = state.status === 'active' || state.status === 'inactive'
      const revived =
        row.revived ||
        (row.side === 'listing' && row.status_reason === 'notOwned' && open && state.statusReason !== 'notOwned')
      const changed =
        row.status !== state.status ||
        row.status_reason !== state.statusReason ||
        row.remaining !== state.remaining.toString() ||
        row.revived !== revived
      updates.push({
        orderHash: row.order_hash,
        status: state.status,
        statusReason: state.statusReason,
        remaining: state.remaining,
        revived,
        facts: jsonFacts(facts),
        changed,
        previous: {
          status: row.status,
          status_reason: row.status_reason,
          revived: row.revived,
          remaining: row.remaining,
          facts: row.facts,
          facts_block: row.facts_block,
          pending_check: row.pending_check,
        },
        address: row.address,
        tokenId: row.token_id,
        maker: row.maker,
      })
    }
  }
  return updates
}
