import type { MarketOrder } from '@vitrine/api'
import type { Hex } from 'viem'
import { callFunction } from '../client/callFunction.ts'
import { notEnoughEth } from './fillProblem.ts'
import { TradeError } from './TradeError.ts'
import { indexed, inWallet, mined, type TradeContext, type TradeSession } from './tradeSession.ts'

/**
 * Buys a lazy listing (the `rarible` source): the backend answers its one `redeem` transaction,
 * which mints the token to the buyer and pays the creator and the royalty. check → confirm →
 * mined → indexed, as a Seaport purchase.
 */
export async function redeemLazy(session: TradeSession, context: TradeContext, order: MarketOrder) {
  context.step('check', 'active')
  if (order.maker.toLowerCase() === session.account.toLowerCase())
    throw new TradeError('notYours', 'This is your own lazy listing: revoke its voucher instead.')
  const tx = await callFunction(context.client, 'getFillTransaction', {
    orderHash: order.orderHash,
    taker: session.account,
  }).catch((cause: unknown) => {
    throw new TradeError('sold', 'This item is no longer for sale: it was minted or its listing withdrawn.', { cause })
  })
  const value = BigInt(tx.value)
  const have = await session.chain.getBalance({ address: session.account })
  if (have < value) throw notEnoughEth(value, have)
  context.step('confirm', 'active')
  const sent = await inWallet(() => session.signer.sendTransaction({ to: tx.to, data: tx.data, value }))
  context.step('mined', 'active')
  const block = await mined(session, sent.hash as Hex)
  context.step('indexed', 'active')
  await indexed(context.client, block)
  return { hash: sent.hash, bought: [order.orderHash] }
}
