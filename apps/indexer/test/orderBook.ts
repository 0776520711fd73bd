import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type OrderComponentsJson, orderComponentsSchema } from '@vitrine/api'
import { type Deployment, SEED_ORDERS_FILE, type SignedOrder } from '@vitrine/devchain'
import {
  getOrderHash,
  getVoucherHash,
  isRefusal,
  type MintVoucher,
  orderTerms,
  toMintVoucherJson,
  toOrderComponents,
  toOrderComponentsJson,
} from '@vitrine/market'
import type pg from 'pg'

/** The demo's signed orders (10 listings, 3 offers), as prepareChain left them for the order book. */
export const seedOrders = (dataDir: string): SignedOrder[] =>
  JSON.parse(readFileSync(join(dataDir, SEED_ORDERS_FILE), 'utf8')) as SignedOrder[]

/**
 * Puts an order in the book as postOrder does after validating it (the server's tests check that
 * part): active, facts read at `block`, to be checked by the indexer from there on. Returns its hash.
 */
export async function storeOrder(pool: pg.Pool, deployment: Deployment, order: SignedOrder, block: bigint) {
  const components = toOrderComponents(orderComponentsSchema.parse(order.parameters) as OrderComponentsJson)
  const terms = orderTerms(components)
  if (isRefusal(terms)) throw new Error(terms.message)
  const orderHash = getOrderHash(components)
  await pool.query(
    `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
       unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
       pending_check, source, parameters, signature)
     VALUES (31337, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $8, $11, $12, $13, $14, $15, $16, 'active', '{}', $17, true,
             'opensea', $18, $19)`,
    [
      orderHash,
      terms.side,
      terms.kind,
      terms.standard,
      components.offerer,
      terms.address,
      terms.tokenId?.toString() ?? null,
      terms.amount.toString(),
      terms.price.toString(),
      (terms.price / terms.amount).toString(),
      terms.currency,
      components.startTime.toString(),
      components.endTime.toString(),
      components.counter.toString(),
      deployment.seaport,
      deployment.conduit,
      block.toString(),
      JSON.stringify(toOrderComponentsJson(components)),
      order.signature,
    ],
  )
  return orderHash
}

/** An order's status as the book has it, with its reason: `active`, `inactive:notOwned`, … */
export async function statusOf(pool: pg.Pool, orderHash: string) {
  const { rows } = await pool.query<{
    status: string
    status_reason: string | null
    revived: boolean
    remaining: string
  }>('SELECT status, status_reason, revived, remaining::text FROM market.orders WHERE order_hash = $1', [orderHash])
  const row = rows[0]
  if (!row) throw new Error(`no order ${orderHash}`)
  return row.status_reason ? `${row.status}:${row.status_reason}` : row.status
}

/**
 * Puts a lazy order (a signed mint voucher) in the book as postOrder does after validating it, with
 * the facts it read (not minted, nonce unused, the maker the minter); not its item, which the
 * indexer's lazy items worker then reads.
 */
export async function storeLazyOrder(pool: pg.Pool, voucher: MintVoucher, signature: string, maker: string) {
  const orderHash = getVoucherHash(31337, voucher)
  const facts = { nonceUsed: false, minted: false, minter: maker, supplyFull: false }
  await pool.query(
    `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
       unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
       pending_check, source, parameters, signature)
     VALUES (31337, $1, 'listing', 'lazy', 'ERC721', $2, $3, $4, 1, $5, $5, 1, $6, 0, $7, $8, $3, $6, 'active', $11, 0,
             false, 'rarible', $9, $10)`,
    [
      orderHash,
      maker,
      voucher.collection,
      voucher.tokenId.toString(),
      voucher.price.toString(),
      voucher.currency,
      voucher.expiry.toString(),
      voucher.nonce.toString(),
      JSON.stringify(toMintVoucherJson(voucher)),
      signature,
      JSON.stringify(facts),
    ],
  )
  return orderHash
}
