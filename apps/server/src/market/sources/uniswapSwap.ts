import { NATIVE_TOKEN, SWAP_QUOTE_TTL_SECONDS, type SwapQuote } from '@vitrine/api'
import {
  maxSellFor,
  type SwapAdapter,
  SwapQuoteError,
  type SwapQuoteRequest,
  uniswapV2RouterAbi,
} from '@vitrine/market'
import { isRefusedByChain } from '@vitrine/rpc'
import { type Address, encodeFunctionData, erc20Abi, type PublicClient } from 'viem'
import { createSwapTokenList } from './swapTokenList.ts'

export type UniswapSwapConfig = { router: Address; weth: Address; tokens: readonly Address[] }

/** How long past the quote's expiry the router still takes the transaction (a slow wallet). */
const DEADLINE_SLACK_SECONDS = 600n

const unavailable = (cause: unknown) =>
  new SwapQuoteError('unavailable', 'Swap quotes are temporarily unavailable: the chain node does not answer.', {
    cause,
  })

/**
 * The `oneInch` source on a chain without 1inch (the local one): an exact-output swap through a
 * Uniswap V2 Router02, priced by its `getAmountsIn`, routed through WETH. The taker receives
 * exactly `buyAmount` (so `minBuyAmount` is it) and pays at most the quote plus the slippage.
 */
export function createUniswapSwap(client: PublicClient, config: UniswapSwapConfig): SwapAdapter<UniswapSwapConfig> {
  const tokens = createSwapTokenList(client, config.weth, config.tokens)
  const onChain = (token: Address) => (token === NATIVE_TOKEN ? config.weth : token)

  async function quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const { sellToken, buyToken, taker, slippageBps } = request
    const known = await tokens().catch((cause) => {
      throw unavailable(cause)
    })
    for (const [name, token] of [
      ['sellToken', sellToken],
      ['buyToken', buyToken],
    ] as const) {
      if (!known.some((t) => t.address === token))
        throw new SwapQuoteError(
          'unknownToken',
          `${name} ${token} is not a token this server swaps (see getSwapTokens).`,
        )
    }
    const [from, to] = [onChain(sellToken), onChain(buyToken)]
    if (from === to)
      throw new SwapQuoteError('sameToken', 'ETH and WETH are the same value: wrap or unwrap WETH instead of swapping.')
    const path = from === config.weth || to === config.weth ? [from, to] : [from, config.weth, to]
    const buyAmount = BigInt(request.buyAmount)

    const [amounts, allowance, block] = await Promise.all([
      client
        .readContract({
          address: config.router,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsIn',
          args: [buyAmount, path],
        })
        .catch((cause: unknown) => {
          if (!isRefusedByChain(cause)) throw unavailable(cause)
          throw new SwapQuoteError(
            'noRoute',
            'No route for this swap: the pool has not enough liquidity for that amount (or there is no pool).',
            { cause },
          )
        }),
      sellToken === NATIVE_TOKEN
        ? null
        : client
            .readContract({
              address: sellToken,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [taker, config.router],
            })
            .catch((cause: unknown) => {
              throw unavailable(cause)
            }),
      client.getBlock({ blockTag: 'latest' }).catch((cause: unknown) => {
        throw unavailable(cause)
      }),
    ])
    const sellAmount = amounts[0] as bigint
    const maxSellAmount = maxSellFor(sellAmount, slippageBps)
    const nowSeconds = Math.floor(Date.now() / 1000)
    const deadline =
      (block.timestamp > BigInt(nowSeconds) ? block.timestamp : BigInt(nowSeconds)) +
      BigInt(SWAP_QUOTE_TTL_SECONDS) +
      DEADLINE_SLACK_SECONDS
    const data =
      sellToken === NATIVE_TOKEN
        ? encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'swapETHForExactTokens',
            args: [buyAmount, path, taker, deadline],
          })
        : encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: buyToken === NATIVE_TOKEN ? 'swapTokensForExactETH' : 'swapTokensForExactTokens',
            args: [buyAmount, maxSellAmount, path, taker, deadline],
          })
    return {
      source: 'oneInch',
      sellToken,
      buyToken,
      sellAmount: sellAmount.toString(),
      buyAmount: buyAmount.toString(),
      minBuyAmount: buyAmount.toString(),
      maxSellAmount: maxSellAmount.toString(),
      slippageBps,
      approval:
        allowance === null || allowance >= maxSellAmount
          ? null
          : { token: sellToken, spender: config.router, amount: maxSellAmount.toString() },
      // ETH sold: the router refunds what the swap does not take of the value sent.
      tx: { to: config.router, data, value: sellToken === NATIVE_TOKEN ? maxSellAmount.toString() : '0' },
      expiresAt: new Date((nowSeconds + SWAP_QUOTE_TTL_SECONDS) * 1000).toISOString(),
    }
  }

  async function known(token: Address) {
    const list = await tokens().catch((cause) => {
      throw unavailable(cause)
    })
    if (!list.some((t) => t.address === token))
      throw new SwapQuoteError('unknownToken', `${token} is not a token this server swaps (see getSwapTokens).`)
  }

  async function priceOf({
    sellToken,
    buyToken,
    sellAmount,
  }: {
    sellToken: Address
    buyToken: Address
    sellAmount: bigint
  }) {
    await known(sellToken)
    await known(buyToken)
    const [from, to] = [onChain(sellToken), onChain(buyToken)]
    if (from === to) return sellAmount
    const path = from === config.weth || to === config.weth ? [from, to] : [from, config.weth, to]
    const amounts = await client
      .readContract({
        address: config.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [sellAmount, path],
      })
      .catch((cause: unknown) => {
        if (!isRefusedByChain(cause)) throw unavailable(cause)
        throw new SwapQuoteError(
          'noRoute',
          'No route for this swap: the pool has not enough liquidity (or there is none).',
          {
            cause,
          },
        )
      })
    return amounts[amounts.length - 1] as bigint
  }

  async function allowance(token: Address, owner: Address) {
    if (token === NATIVE_TOKEN) return { spender: config.router, amount: 2n ** 256n - 1n }
    const amount = await client
      .readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, config.router] })
      .catch((cause: unknown) => {
        throw unavailable(cause)
      })
    return { spender: config.router, amount }
  }

  return { name: 'oneInch', enabled: true, capabilities: ['quote', 'fill'], config, tokens, quote, priceOf, allowance }
}
