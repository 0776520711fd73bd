import { NATIVE_TOKEN, SWAP_QUOTE_TTL_SECONDS, type SwapQuote, type SwapToken } from '@vitrine/api'
import {
  maxSellFor,
  minBuyFor,
  type SwapAdapter,
  type SwapPriceRequest,
  SwapQuoteError,
  type SwapQuoteRequest,
} from '@vitrine/market'
import { type Address, getAddress } from 'viem'
import { createOneInchApi, OneInchApiError, type OneInchConfig } from './oneInchApi.ts'

const TOKENS_TTL_MS = 10 * 60_000

const noRoute = (cause?: unknown) =>
  new SwapQuoteError('noRoute', 'No route for this swap: 1inch finds not enough liquidity for that amount.', { cause })

/** 1inch's refusals are facts about the swap; its silences are outages. */
const failure = (cause: unknown) =>
  cause instanceof OneInchApiError && cause.kind === 'refused'
    ? noRoute(cause)
    : cause instanceof SwapQuoteError
      ? cause
      : new SwapQuoteError('unavailable', 'Swap quotes are temporarily unavailable: 1inch does not answer.', { cause })

/**
 * The `oneInch` source through 1inch's Swap API v6 (configured by ONEINCH_API_URL and
 * ONEINCH_API_KEY). 1inch swaps an exact input, we quote an exact output: a reverse and a
 * forward quote estimate the input; it is sent with twice the slippage on top, so that even at
 * the full slippage the swap still gives `buyAmount` (`minBuyAmount` ≥ `buyAmount`).
 */
export function createOneInchSwap(config: OneInchConfig, chainId: number): SwapAdapter<OneInchConfig> {
  const get = createOneInchApi(config, chainId)
  let list: { at: number; tokens: Promise<SwapToken[]> } | null = null

  function tokens(): Promise<SwapToken[]> {
    if (!list || Date.now() - list.at > TOKENS_TTL_MS) {
      const loading = get('tokens', 'tokens').then(({ tokens }) =>
        Object.values(tokens).map((t) => ({ address: getAddress(t.address), symbol: t.symbol, decimals: t.decimals })),
      )
      const entry = { at: Date.now(), tokens: loading }
      list = entry
      loading.catch(() => {
        if (list === entry) list = null
      })
    }
    return list.tokens
  }

  async function quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const { sellToken, buyToken, taker, slippageBps } = request
    const buyAmount = BigInt(request.buyAmount)
    try {
      const known = await tokens()
      for (const [name, token] of [
        ['sellToken', sellToken],
        ['buyToken', buyToken],
      ] as const) {
        if (!known.some((t) => t.address === token))
          throw new SwapQuoteError('unknownToken', `${name} ${token} is not a token 1inch swaps on this chain.`)
      }
      const reverse = await get('quote', 'quote', { src: buyToken, dst: sellToken, amount: request.buyAmount })
      const probe = BigInt(reverse.dstAmount)
      if (probe === 0n) throw noRoute()
      const forward = BigInt(
        (await get('quote', 'quote', { src: sellToken, dst: buyToken, amount: String(probe) })).dstAmount,
      )
      if (forward === 0n) throw noRoute()
      const estimate = (probe * buyAmount + forward - 1n) / forward
      const amount = maxSellFor(estimate, 2 * slippageBps)
      const [swap, allowance] = await Promise.all([
        get('swap', 'swap', {
          src: sellToken,
          dst: buyToken,
          amount: String(amount),
          from: taker,
          origin: taker,
          slippage: String(slippageBps / 100),
          disableEstimate: 'true',
        }),
        sellToken === NATIVE_TOKEN
          ? null
          : get('allowance', 'approve/allowance', { tokenAddress: sellToken, walletAddress: taker }),
      ])
      const dstAmount = BigInt(swap.dstAmount)
      const minBuyAmount = minBuyFor(dstAmount, slippageBps)
      if (minBuyAmount < buyAmount) throw noRoute()
      const approval =
        allowance === null || BigInt(allowance.allowance) >= amount
          ? null
          : {
              token: sellToken,
              spender: getAddress((await get('spender', 'approve/spender')).address),
              amount: String(amount),
            }
      return {
        source: 'oneInch',
        sellToken,
        buyToken,
        sellAmount: String(amount),
        buyAmount: swap.dstAmount,
        minBuyAmount: String(minBuyAmount),
        maxSellAmount: String(amount),
        slippageBps,
        approval,
        tx: { to: getAddress(swap.tx.to), data: swap.tx.data, value: swap.tx.value },
        expiresAt: new Date(Date.now() + SWAP_QUOTE_TTL_SECONDS * 1000).toISOString(),
      }
    } catch (cause) {
      throw failure(cause)
    }
  }

  async function priceOf({ sellToken, buyToken, sellAmount }: SwapPriceRequest) {
    try {
      const { dstAmount } = await get('quote', 'quote', { src: sellToken, dst: buyToken, amount: String(sellAmount) })
      return BigInt(dstAmount)
    } catch (cause) {
      throw failure(cause)
    }
  }

  async function allowance(token: Address, owner: Address) {
    try {
      const [spender, allowed] = await Promise.all([
        get('spender', 'approve/spender'),
        token === NATIVE_TOKEN
          ? null
          : get('allowance', 'approve/allowance', { tokenAddress: token, walletAddress: owner }),
      ])
      return { spender: getAddress(spender.address), amount: allowed ? BigInt(allowed.allowance) : 2n ** 256n - 1n }
    } catch (cause) {
      throw failure(cause)
    }
  }

  return { name: 'oneInch', enabled: true, capabilities: ['quote', 'fill'], config, tokens, quote, priceOf, allowance }
}
