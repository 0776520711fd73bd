import {
  type BookOrderRow,
  type InsertOutcome,
  insertOrders,
  isTokenFirstPage,
  type NewOrder,
  type OrderFilter,
  type ReadRouting,
  readOrder,
  readOrderPage,
  readTokenFirstPages,
  someTokenOf,
} from '@vitrine/db'
import { toMintVoucherJson, toOrderComponentsJson } from '@vitrine/market'
import { zeroAddress } from 'viem'
import type { ValidatedLazyOrder } from '../sources/rarible/validateLazyOrder.ts'
import { createGroupedCalls } from './groupedCalls.ts'
import { makerOrdersFull } from './makerOrderBudget.ts'
import type { ValidatedOrder } from './validateOrder.ts'

/**
 * Facts as stored, with the hash of the block they were read at: the indexer takes them as current,
 * without reading them again, once it has indexed that very block (same hash, not a fork's).
 */
const jsonFacts = (facts: object, blockHash: string) =>
  JSON.stringify({ ...facts, blockHash }, (_, value) => (typeof value === 'bigint' ? value.toString() : value))

/** Most orders in one insert: their live change stays well within a notification's 8,000 bytes. */
const ORDERS_PER_STATEMENT = 16

/** Token first pages read together: at most 16 at once, two reads under way at most. */
const TOKEN_FIRST_PAGES_BATCHING = { maxBatch: 16, maxInFlight: 2 }

/**
 * The order book: validated orders stored on the primary, pages read (`@vitrine/db`'s market
 * queries) on a replica when one has every change this process knows of, in batches.
 */
export function createOrderStore(db: ReadRouting, chainId: number, limits: { activeOrdersPerMaker: number }) {
  const reads = db.reads
  const insertRows = async (rows: NewOrder[]): Promise<InsertOutcome[]> => {
    const outcomes = await insertOrders(db.primary, chainId, rows, limits.activeOrdersPerMaker)
    // The poster's next read (before the live change comes back) must see the order.
    db.wrote()
    return outcomes
  }
  // Measured (bench:market, postOrder): a statement, a commit and a notification per order held
  // PostgreSQL's notification lock once per order and woke every listening connection each time.
  const storeBatched = createGroupedCalls(insertRows, { maxBatch: ORDERS_PER_STATEMENT, maxInFlight: 2 })
  /** Stores one order (in a batch); true when new, false when known; past its maker's cap, a 429. */
  const storeRow = async (row: NewOrder): Promise<boolean> => {
    const outcome = await storeBatched(row)
    if (outcome === 'makerFull') throw makerOrdersFull(limits.activeOrdersPerMaker)
    return outcome === 'stored'
  }
  // Token first pages (an NFT page's listings and offers: the calls that miss the read cache, a
  // token each) asked at once share a statement.
  const readTokenFirstPage = createGroupedCalls(
    (asked: Parameters<typeof readTokenFirstPages>[2]) => readTokenFirstPages(reads, chainId, asked),
    TOKEN_FIRST_PAGES_BATCHING,
  )

  return {
    /** Stores a validated Seaport order (source `opensea`), its activity item and a live change. */
    async insert(
      order: ValidatedOrder,
      signature: string,
      place: { seaport: string; conduit: string },
    ): Promise<boolean> {
      const { terms, components, state } = order
      return storeRow({
        order_hash: order.orderHash,
        side: terms.side,
        kind: terms.kind,
        standard: terms.standard,
        maker: components.offerer,
        address: terms.address,
        token_id: terms.tokenId?.toString() ?? null,
        amount: terms.amount.toString(),
        price: terms.price.toString(),
        remaining: state.remaining.toString(),
        currency: terms.currency,
        start_time: components.startTime.toString(),
        end_time: components.endTime.toString(),
        counter: components.counter.toString(),
        seaport: place.seaport,
        conduit: place.conduit,
        status: state.status,
        status_reason: state.statusReason,
        facts: jsonFacts(order.facts, order.blockHash),
        facts_block: order.block.toString(),
        source: 'opensea',
        parameters: JSON.stringify(toOrderComponentsJson(components)),
        signature,
      })
    },

    /**
     * Stores a validated lazy order (source `rarible`). Its columns in Seaport's words: `seaport`
     * is the contract that fills it (the collection), `counter` the voucher's nonce, `parameters`
     * the voucher.
     */
    async insertLazy(order: ValidatedLazyOrder, signature: string): Promise<boolean> {
      const { voucher } = order
      return storeRow({
        order_hash: order.orderHash,
        side: 'listing',
        kind: 'lazy',
        standard: 'ERC721',
        maker: order.creator,
        address: voucher.collection,
        token_id: voucher.tokenId.toString(),
        amount: '1',
        price: voucher.price.toString(),
        remaining: '1',
        currency: voucher.currency,
        start_time: order.now.toString(),
        end_time: voucher.expiry.toString(),
        counter: voucher.nonce.toString(),
        seaport: voucher.collection,
        conduit: zeroAddress,
        status: 'active',
        status_reason: null,
        facts: jsonFacts(order.facts, order.blockHash),
        facts_block: order.block.toString(),
        source: 'rarible',
        parameters: JSON.stringify(toMintVoucherJson(voucher)),
        signature,
      })
    },

    get: (orderHash: string): Promise<BookOrderRow | null> => readOrder(reads, chainId, orderHash),

    /** A page of orders; `after` is the previous page's last (unit price, hash) or (seq). */
    page(filter: OrderFilter, after: string[] | null, limit: number): Promise<BookOrderRow[]> {
      if (isTokenFirstPage(filter, after)) return readTokenFirstPage({ filter, limit })
      return readOrderPage(reads, chainId, filter, after, limit)
    },

    /** Some token of a collection (for its royalty when an offer names none), or null when none is indexed. */
    someTokenOf: (address: string): Promise<bigint | null> => someTokenOf(reads, chainId, address),
  }
}

export type OrderStore = ReturnType<typeof createOrderStore>
