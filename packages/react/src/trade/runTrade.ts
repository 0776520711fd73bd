/**
 * The trading actions. This module, seaport-js and ethers load only when an action starts
 * (`useTrade` imports it dynamically): none of it is in a page's first-load bundle.
 */
import { ItemType } from '@opensea/seaport-js'
import type { CreateOrderInput, OrderWithCounter } from '@opensea/seaport-js/lib/types'
import type { MarketOrder, PostOrderParams } from '@vitrine/api'
import { erc2981Abi, splitPrice } from '@vitrine/market'
import { encodeFunctionData, parseAbi } from 'viem'
import { VitrineError } from '../errors.ts'
import { callMarket } from '../market/marketCalls.ts'
import { checkFill } from './checkFill.ts'
import { notEnoughEth } from './fillProblem.ts'
import { TradeError } from './TradeError.ts'
import {
  chainTime,
  indexed,
  mined,
  openTradeSession,
  runApprovals,
  send,
  type TradeContext,
  type TradeSession,
} from './tradeSession.ts'
import type { TradeAction, TradeItem } from './tradeSteps.ts'

const wethAbi = parseAbi(['function deposit() payable', 'function balanceOf(address) view returns (uint256)'])

const nftItemType = (item: Pick<TradeItem, 'standard'>) =>
  item.standard === 'ERC721' ? ItemType.ERC721 : ItemType.ERC1155

/** The order as seaport-js fills it. */
const seaportOrder = (order: MarketOrder): OrderWithCounter =>
  ({
    parameters: { ...order.parameters, totalOriginalConsiderationItems: order.parameters.consideration.length },
    signature: order.signature,
  }) as unknown as OrderWithCounter

/** The royalty due at `price` (ERC-2981), or none. */
async function royaltyOf(session: TradeSession, address: `0x${string}`, tokenId: string, price: bigint) {
  const answer = await session.chain
    .readContract({ address, abi: erc2981Abi, functionName: 'royaltyInfo', args: [BigInt(tokenId), price] })
    .catch(() => null)
  return answer ? { receiver: answer[0], amount: answer[1] } : null
}

/** Posts signed orders to the order book; a refusal comes back in the server's words. */
async function post(context: TradeContext, orders: OrderWithCounter[]): Promise<`0x${string}`[]> {
  context.step('post', 'active')
  const hashes: `0x${string}`[] = []
  for (const order of orders) {
    try {
      const params = { parameters: order.parameters, signature: order.signature } as unknown as PostOrderParams
      hashes.push((await callMarket(context.client, 'postOrder', params)).orderHash)
    } catch (error) {
      const code = error instanceof VitrineError ? error.code : undefined
      throw new TradeError('refused', (error as Error).message, { cause: error, code })
    }
  }
  return hashes
}

/** Signs one order, or several under one bulk signature; a rejection in the wallet says so. */
async function signOrders(
  session: TradeSession,
  context: TradeContext,
  inputs: CreateOrderInput[],
): Promise<OrderWithCounter[]> {
  const useCase =
    inputs.length === 1
      ? await session.seaport.createOrder(inputs[0] as CreateOrderInput, session.account)
      : await session.seaport.createBulkOrders(inputs, session.account)
  await runApprovals(session, context, useCase.actions)
  context.step('sign', 'active')
  const last = useCase.actions[useCase.actions.length - 1]
  let signed: OrderWithCounter[] = []
  await send(async () => {
    if (last?.type === 'create') signed = [await last.createOrder()]
    else if (last?.type === 'createBulk') signed = await last.createBulkOrders()
    return { hash: '' }
  })
  return signed
}

async function list(session: TradeSession, context: TradeContext, action: Extract<TradeAction, { type: 'list' }>) {
  const { config, account } = session
  const startTime = (await chainTime(session)).toString()
  const inputs = await Promise.all(
    action.listings.map(async ({ item, price }): Promise<CreateOrderInput> => {
      const amount = item.amount ?? '1'
      const { proceeds, payments } = splitPrice(
        price,
        await royaltyOf(session, item.address, item.tokenId, price),
        config,
      )
      return {
        startTime,
        endTime: action.endTime.toString(),
        allowPartialFills: item.standard === 'ERC1155' && BigInt(amount) > 1n,
        offer: [
          item.standard === 'ERC721'
            ? { itemType: ItemType.ERC721, token: item.address, identifier: item.tokenId }
            : { itemType: ItemType.ERC1155, token: item.address, identifier: item.tokenId, amount },
        ],
        consideration: [
          { amount: proceeds.toString(), recipient: account },
          ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
        ],
      }
    }),
  )
  return { orderHashes: await post(context, await signOrders(session, context, inputs)) }
}

/** Wraps `amount` of ETH into WETH (its `deposit`); `onSent` runs once the wallet has sent it. */
async function wrap(session: TradeSession, amount: bigint, onSent = () => {}) {
  const have = await session.chain.getBalance({ address: session.account })
  if (have < amount) throw notEnoughEth(amount, have)
  const data = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' })
  const hash = await send(() => session.signer.sendTransaction({ to: session.config.weth, data, value: amount }))
  onSent()
  return mined(session, hash)
}

async function offer(
  session: TradeSession,
  context: TradeContext,
  action: Extract<TradeAction, { type: 'offer' | 'collectionOffer' }>,
) {
  const { config, account } = session
  const weth = await session.chain.readContract({
    address: config.weth,
    abi: wethAbi,
    functionName: 'balanceOf',
    args: [account],
  })
  if (weth < action.price) {
    context.step('wrap', 'active')
    await wrap(session, action.price - weth)
    context.step('wrap', 'done')
  } else context.step('wrap', 'skipped')
  const item = action.type === 'offer' ? action.item : { address: action.address, standard: action.standard }
  const tokenId = action.type === 'offer' ? action.item.tokenId : null
  const royalty = await royaltyOf(session, item.address, tokenId ?? '1', action.price)
  const { payments } = splitPrice(action.price, royalty, config)
  const wanted =
    tokenId === null
      ? { itemType: nftItemType(item), token: item.address, identifiers: [], recipient: account }
      : item.standard === 'ERC721'
        ? { itemType: ItemType.ERC721, token: item.address, identifier: tokenId, recipient: account }
        : { itemType: ItemType.ERC1155, token: item.address, identifier: tokenId, amount: '1', recipient: account }
  const input = {
    startTime: (await chainTime(session)).toString(),
    endTime: action.endTime.toString(),
    offer: [{ token: config.weth, amount: action.price.toString() }],
    consideration: [
      wanted,
      ...payments.map((p) => ({ token: config.weth, amount: p.amount.toString(), recipient: p.recipient })),
    ],
  } as CreateOrderInput
  return { orderHashes: await post(context, await signOrders(session, context, [input])) }
}

/** Checks orders on the chain; a single order that cannot fill throws its reason, a sweep keeps those that can. */
async function fillable(session: TradeSession, orders: MarketOrder[]) {
  const checked = await checkFill(session, orders)
  const good = checked.filter((c) => c.problem === null)
  const first = checked.find((c) => c.problem !== null)
  if (good.length === 0 && first?.problem) throw first.problem
  return good
}

async function buy(session: TradeSession, context: TradeContext, orders: MarketOrder[]) {
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

async function acceptOffer(session: TradeSession, context: TradeContext, order: MarketOrder, tokenId: string) {
  context.step('check', 'active')
  const [checked] = await checkFill(session, [order])
  if (checked?.problem) throw checked.problem
  const explain = async () => (await checkFill(session, [order]))[0]?.problem ?? null
  const useCase = await session.seaport
    .fulfillOrder({
      order: seaportOrder(order),
      accountAddress: session.account,
      considerationCriteria: order.kind === 'collectionOffer' ? [{ identifier: tokenId, proof: [] }] : [],
    })
    .catch((error: unknown) => {
      // seaport-js checks the taker's side first: not holding the item is the usual reason.
      throw new TradeError('notYours', 'You do not hold this item, so you cannot accept an offer for it.', {
        cause: error,
      })
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

async function transactThenIndex(
  session: TradeSession,
  context: TradeContext,
  transact: () => Promise<{ hash: string }>,
  index = true,
) {
  context.step('confirm', 'active')
  const hash = await send(transact)
  context.step('mined', 'active')
  const block = await mined(session, hash)
  if (index) {
    context.step('indexed', 'active')
    await indexed(context.client, block)
  }
  return { hash }
}

/** Runs one trading action, reporting each step through `context.step`. */
export async function runTrade(context: TradeContext, action: TradeAction): Promise<unknown> {
  const session = await openTradeSession(context)
  switch (action.type) {
    case 'list':
      return list(session, context, action)
    case 'offer':
    case 'collectionOffer':
      return offer(session, context, action)
    case 'buy':
      return buy(session, context, action.orders)
    case 'acceptOffer':
      return acceptOffer(session, context, action.order, action.tokenId)
    case 'cancel':
      return transactThenIndex(session, context, () =>
        session.seaport
          .cancelOrders(
            action.orders.map((o) => seaportOrder(o).parameters),
            session.account,
          )
          .transact(),
      )
    case 'cancelAll':
      return transactThenIndex(session, context, () => session.seaport.bulkCancelOrders(session.account).transact())
    case 'wrap': {
      context.step('confirm', 'active')
      const block = await wrap(session, action.amount, () => context.step('mined', 'active'))
      return { block }
    }
  }
}
