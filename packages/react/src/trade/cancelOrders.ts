/**
 * Cancelling on the chain. Seaport orders through Seaport (`cancel`; for all of a wallet's,
 * `incrementCounter`); a lazy listing by revoking its voucher's nonce on its collection
 * (`revokeNonce`), which Seaport's counter does not reach. confirm (each transaction in the
 * wallet) → mined (all of them) → indexed.
 */
import type { GetOrdersResult, MarketOrder } from '@vitrine/api'
import { lazyMintAbi } from '@vitrine/market'
import { encodeFunctionData, type Hash } from 'viem'
import { callFunction } from '../client/callFunction.ts'
import { seaportOrder } from './fillOrders.ts'
import { indexed, mined, send, type TradeContext, type TradeSession } from './tradeSession.ts'

type Transact = () => Promise<{ hash: string }>
type Voucher = NonNullable<MarketOrder['voucher']>

/** One `revokeNonce` per voucher nonce of a collection (vouchers may share one). */
function revokeVouchers(session: TradeSession, vouchers: Voucher[]): Transact[] {
  const nonces = new Map(vouchers.map((v) => [`${v.collection.toLowerCase()}:${v.nonce}`, v]))
  return [...nonces.values()].map(
    (voucher) => () =>
      session.signer.sendTransaction({
        to: voucher.collection,
        data: encodeFunctionData({ abi: lazyMintAbi, functionName: 'revokeNonce', args: [BigInt(voucher.nonce)] }),
      }),
  )
}

async function transactThenIndex(session: TradeSession, context: TradeContext, transactions: Transact[]) {
  context.step('confirm', 'active')
  const hashes: Hash[] = []
  for (const transact of transactions) hashes.push(await send(transact))
  context.step('mined', 'active')
  let block = 0n
  for (const hash of hashes) {
    const at = await mined(session, hash)
    if (at > block) block = at
  }
  context.step('indexed', 'active')
  await indexed(context.client, block)
  return { hashes }
}

const vouchersOf = (orders: MarketOrder[]) => orders.flatMap((order) => (order.voucher ? [order.voucher] : []))

/** Cancels these orders of the wallet: the Seaport ones in one transaction, each lazy one's voucher revoked. */
export function cancelOrders(session: TradeSession, context: TradeContext, orders: MarketOrder[]) {
  const seaportOrders = orders.filter((order) => order.voucher === null)
  const transactions: Transact[] = []
  if (seaportOrders.length > 0)
    transactions.push(() =>
      session.seaport
        .cancelOrders(
          seaportOrders.map((order) => seaportOrder(order).parameters),
          session.account,
        )
        .transact(),
    )
  return transactThenIndex(session, context, [...transactions, ...revokeVouchers(session, vouchersOf(orders))])
}

/** The wallet's lazy listings not yet minted, revoked or expired, page after page. */
async function openLazyListings(context: TradeContext, maker: string) {
  const orders: MarketOrder[] = []
  let cursor: string | null = null
  do {
    const page: GetOrdersResult = await callFunction(context.client, 'getOrders', {
      side: 'listing',
      kind: 'lazy',
      maker,
      status: ['active', 'inactive'],
      limit: 100,
      cursor,
    })
    orders.push(...page.results)
    cursor = page.cursor
  } while (cursor)
  return orders
}

/** Cancels every order the wallet has signed: Seaport's counter moved on, and its lazy listings' vouchers revoked. */
export async function cancelAllOrders(session: TradeSession, context: TradeContext) {
  const lazy = await openLazyListings(context, session.account)
  return transactThenIndex(session, context, [
    () => session.seaport.bulkCancelOrders(session.account).transact(),
    ...revokeVouchers(session, vouchersOf(lazy)),
  ])
}
