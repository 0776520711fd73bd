/** Paying for listings with another token (the `oneInch` source): quote checked → approve → swap → fill. */
import { type MarketOrder, NATIVE_TOKEN, type SwapQuote } from '@vitrine/api'
import { encodeFunctionData, erc20Abi } from 'viem'
import { quoteProblem } from '../sources/oneInch/quoteProblem.ts'
import { getSwapQuote, type SwapQuoteParameters } from '../sources/oneInch/swapCalls.ts'
import { buyListings } from './buyListings.ts'
import { checkFill } from './checkFill.ts'
import { TradeError } from './TradeError.ts'
import { mined, send, type TradeContext, type TradeSession } from './tradeSession.ts'

export type SwapBuy = { orders: MarketOrder[]; quote: SwapQuote; request: SwapQuoteParameters }

export async function swapThenBuy(session: TradeSession, context: TradeContext, { orders, quote, request }: SwapBuy) {
  context.step('quote', 'active')
  if (request.taker.toLowerCase() !== session.account.toLowerCase())
    throw new TradeError('failed', 'The quote was made for another wallet: get a new quote.')
  // Before the wallet opens: an expired quote, or a price that moved beyond the slippage, stops here.
  const early = quoteProblem(quote, null, Date.now())
  if (early) throw early
  // A listing the market would not take is refused before anything is swapped to pay for it.
  const checked = await checkFill(
    session,
    orders.filter((order) => order.kind !== 'lazy'),
  )
  const untrusted = checked.find((c) => c.problem?.reason === 'untrusted')?.problem
  if (untrusted) throw untrusted
  const fresh = await getSwapQuote(context.client, request).catch((cause: unknown) => {
    throw new TradeError('failed', `The quote could not be checked again: ${(cause as Error).message}`, { cause })
  })
  const problem = quoteProblem(quote, fresh, Date.now())
  if (problem) throw problem

  const spender = (fresh.approval?.spender ?? quote.approval?.spender ?? quote.tx.to) as `0x${string}`
  const token = quote.sellToken as `0x${string}`
  const allowance =
    quote.sellToken === NATIVE_TOKEN
      ? null
      : await session.chain.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [session.account, spender],
        })
  if (allowance !== null && allowance < BigInt(quote.maxSellAmount)) {
    context.step('approveToken', 'active')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, BigInt(quote.maxSellAmount)],
    })
    await mined(session, await send(() => session.signer.sendTransaction({ to: token, data })))
  }
  context.step('swap', 'active')
  const hash = await send(() =>
    session.signer.sendTransaction({ to: quote.tx.to, data: quote.tx.data, value: BigInt(quote.tx.value) }),
  )
  await mined(session, hash)
  // A lazy listing is then bought by its redeem, as without the swap.
  return { swap: hash, ...(await buyListings(session, context, orders)) }
}
