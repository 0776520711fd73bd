/** Making orders: listings (one, or several under one bulk signature) and offers in WETH. */
import { ItemType } from '@opensea/seaport-js'
import type { CreateOrderInput, OrderWithCounter } from '@opensea/seaport-js/lib/types'
import type { PostOrderParams } from '@vitrine/api'
import { splitPrice } from '@vitrine/market'
import { encodeFunctionData, parseAbi } from 'viem'
import { callFunction } from '../client/callFunction.ts'
import { VitrineError } from '../errors.ts'
import { notEnoughEth } from './fillProblem.ts'
import { royaltyOf } from './royaltyOf.ts'
import { TradeError } from './TradeError.ts'
import { chainTime, inWallet, mined, runApprovals, send, type TradeContext, type TradeSession } from './tradeSession.ts'
import type { TradeAction, TradeItem } from './tradeSteps.ts'

const wethAbi = parseAbi(['function deposit() payable', 'function balanceOf(address) view returns (uint256)'])

const nftItemType = (item: Pick<TradeItem, 'standard'>) =>
  item.standard === 'ERC721' ? ItemType.ERC721 : ItemType.ERC1155

/** Posts signed orders to the order book; a refusal comes back in the server's words. */
async function post(context: TradeContext, orders: OrderWithCounter[]): Promise<`0x${string}`[]> {
  context.step('post', 'active')
  const hashes: `0x${string}`[] = []
  for (const order of orders) {
    try {
      const params = { parameters: order.parameters, signature: order.signature } as unknown as PostOrderParams
      hashes.push((await callFunction(context.client, 'postOrder', params)).orderHash)
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
  return inWallet(async () => {
    if (last?.type === 'create') return [await last.createOrder()]
    if (last?.type === 'createBulk') return last.createBulkOrders()
    return []
  })
}

/** Lists one item, or several under one bulk signature: approve → sign → post. */
export async function list(
  session: TradeSession,
  context: TradeContext,
  action: Extract<TradeAction, { type: 'list' }>,
) {
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
export async function wrap(session: TradeSession, amount: bigint, onSent = () => {}) {
  const have = await session.chain.getBalance({ address: session.account })
  if (have < amount) throw notEnoughEth(amount, have)
  const data = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' })
  const hash = await send(() => session.signer.sendTransaction({ to: session.config.weth, data, value: amount }))
  onSent()
  return mined(session, hash)
}

/** An offer in WETH on a token or a collection, wrapping ETH first when short: wrap → approve → sign → post. */
export async function makeOffer(
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
