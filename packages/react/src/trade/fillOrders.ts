/** Filling orders: buying one listing or sweeping several, accepting an offer. Each is checked on the chain first. */
import { ItemType } from '@opensea/seaport-js'
import type { OrderWithCounter } from '@opensea/seaport-js/lib/types'
import type { MarketOrder } from '@vitrine/api'
import { parseAbi } from 'viem'
import { checkFill } from './checkFill.ts'
import { notEnoughEth } from './fillProblem.ts'
import { TradeError } from './TradeError.ts'
import { indexed, mined, runApprovals, send, type TradeContext, type TradeSession } from './tradeSession.ts'

/** The order as seaport-js fills it. */
export const seaportOrder = (order: MarketOrder): OrderWithCounter => {
  const parameters = seaportParameters(order)
  return {
    parameters: { ...parameters, totalOriginalConsiderationItems: parameters.consideration.length },
    signature: order.signature,
  } as unknown as OrderWithCounter
}

/** A Seaport order's components; a lazy order (a mint voucher) has none. */
function seaportParameters(order: MarketOrder) {
  if (!order.parameters)
    throw new TradeError('failed', 'A lazy listing is bought with its redeem transaction, not through Seaport.')
  return order.parameters
}

/** Checks orders on the chain; a single order that cannot fill throws its reason, a sweep keeps those that can. */
async function fillable(session: TradeSession, orders: MarketOrder[]) {
  const checked = await checkFill(session, orders)
  const good = checked.filter((c) => c.problem === null)
  const first = checked.find((c) => c.problem !== null)
  if (good.length === 0 && first?.problem) throw first.problem
  return good
}

/** Buys one listing, or sweeps several in one `fulfillAvailableOrders`: check → confirm → mined → indexed. */
export async function fillListings(session: TradeSession, context: TradeContext, orders: MarketOrder[]) {
  context.step('check', 'active')
  if (orders.some((order) => order.maker.toLowerCase() === session.account.toLowerCase()))
    throw new TradeError('notYours', 'This is your own listing: cancel it instead.')
  const good = await fillable(session, orders)
  const need = good.reduce((sum, c) => sum + c.remainingPrice, 0n)
  const have = await session.chain.getBalance({ address: session.account })
  if (have < need) throw notEnoughEth(need, have)
  const explain = async () => (await checkFill(session, orders)).find((c) => c.problem)?.problem ?? null
  const useCase =
    good.length === 1
      ? await session.seaport.fulfillOrder({
          order: seaportOrder(good[0]?.order as MarketOrder),
          accountAddress: session.account,
        })
      : await session.seaport.fulfillOrders({
          fulfillOrderDetails: good.map((c) => ({ order: seaportOrder(c.order) })),
          accountAddress: session.account,
        })
  context.step('confirm', 'active')
  for (const approval of useCase.actions.filter((a) => a.type === 'approval'))
    await mined(session, await send(() => approval.transactionMethods.transact()))
  const exchange = useCase.actions[useCase.actions.length - 1]
  const hash = await send(
    () => (exchange as { transactionMethods: { transact(): Promise<{ hash: string }> } }).transactionMethods.transact(),
    explain,
  )
  context.step('mined', 'active')
  const block = await mined(session, hash, explain)
  context.step('indexed', 'active')
  await indexed(context.client, block)
  return { hash, bought: good.map((c) => c.order.orderHash) }
}

/** Does the taker hold what the offer asks for? */
async function holds(session: TradeSession, order: MarketOrder, tokenId: string) {
  const wanted = seaportParameters(order).consideration[0]
  const erc721 =
    Number(wanted?.itemType) === ItemType.ERC721 || Number(wanted?.itemType) === ItemType.ERC721_WITH_CRITERIA
  const abi = parseAbi([
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function balanceOf(address account, uint256 id) view returns (uint256)',
  ])
  const address = order.address as `0x${string}`
  const answer = erc721
    ? await session.chain.readContract({ address, abi, functionName: 'ownerOf', args: [BigInt(tokenId)] })
    : await session.chain.readContract({
        address,
        abi,
        functionName: 'balanceOf',
        args: [session.account, BigInt(tokenId)],
      })
  return typeof answer === 'bigint' ? answer > 0n : answer.toLowerCase() === session.account.toLowerCase()
}

/** Accepts an offer (a collection offer with the token given): check → approve → confirm → mined → indexed. */
export async function takeOffer(session: TradeSession, context: TradeContext, order: MarketOrder, tokenId: string) {
  context.step('check', 'active')
  const [checked] = await checkFill(session, [order], tokenId)
  if (checked?.problem) throw checked.problem
  if (!(await holds(session, order, tokenId).catch(() => false)))
    throw new TradeError('notYours', 'You do not hold this item, so you cannot accept an offer for it.')
  const explain = async () => (await checkFill(session, [order], tokenId))[0]?.problem ?? null
  const useCase = await session.seaport
    .fulfillOrder({
      order: seaportOrder(order),
      accountAddress: session.account,
      considerationCriteria: order.kind === 'collectionOffer' ? [{ identifier: tokenId, proof: [] }] : [],
    })
    .catch((error: unknown) => {
      throw new TradeError('failed', 'This offer cannot be accepted now; try again in a moment.', { cause: error })
    })
  await runApprovals(session, context, useCase.actions)
  context.step('confirm', 'active')
  const exchange = useCase.actions[useCase.actions.length - 1] as {
    transactionMethods: { transact(): Promise<{ hash: string }> }
  }
  const hash = await send(() => exchange.transactionMethods.transact(), explain)
  context.step('mined', 'active')
  const block = await mined(session, hash, explain)
  context.step('indexed', 'active')
  await indexed(context.client, block)
  return { hash }
}
