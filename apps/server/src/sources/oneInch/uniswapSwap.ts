import { NATIVE_TOKEN, SWAP_QUOTE_TTL_SECONDS, type SwapQuote } from '@vitrine/api'
import {
  amountInAlong,
  amountOutAlong,
  maxSellFor,
  type PoolReserves,
  type SwapAdapter,
  type SwapPriceRequest,
  SwapQuoteError,
  type SwapQuoteRequest,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '@vitrine/market'
import { type ChainReads, createChainReads } from '@vitrine/rpc'
import { type Address, encodeFunctionData, erc20Abi, type PublicClient, zeroAddress } from 'viem'
import { createSwapTokenList } from './swapTokenList.ts'

export type UniswapSwapConfig = { router: Address; weth: Address; tokens: readonly Address[] }

/** How long past the quote's expiry the router still takes the transaction (a slow wallet). */
const DEADLINE_SLACK_SECONDS = 600n

const unavailable = (cause: unknown) =>
  new SwapQuoteError('unavailable', 'Swap quotes are temporarily unavailable: the chain node does not answer.', {
    cause,
  })

const noRoute = () =>
  new SwapQuoteError(
    'noRoute',
    'No route for this swap: the pool has not enough liquidity for that amount (or there is no pool).',
  )

/**
 * The `oneInch` source on a chain without 1inch (the local one): an exact-output swap through a
 * Uniswap V2 Router02, routed through WETH. The taker receives exactly `buyAmount` (so
 * `minBuyAmount` is it) and pays at most the quote plus the slippage.
 *
 * A quote is priced from the pools' reserves at the head block with the router's own formula,
 * and every chain read goes through `reads` (the server's per-block cache): a burst of quotes
 * costs one head read and one reserves read per pool, whatever the amounts and takers.
 */
export function createUniswapSwap(
  client: PublicClient,
  config: UniswapSwapConfig,
  reads: ChainReads = createChainReads(client),
): SwapAdapter<UniswapSwapConfig> {
  const tokens = createSwapTokenList(client, config.weth, config.tokens)
  const onChain = (token: Address) => (token === NATIVE_TOKEN ? config.weth : token)
  // A router's factory and a pair's address never change once they exist: read once, kept.
  const pairs = new Map<string, Address>()
  let factory: Promise<Address> | null = null

  /** An outage rejects as `unavailable`; a revert is null. */
  const read = (block: bigint, call: Parameters<ChainReads['read']>[1]) =>
    reads.read(block, call).catch((cause: unknown) => {
      throw unavailable(cause)
    })

  async function pairOf(block: bigint, a: Address, b: Address): Promise<Address | null> {
    const key = `${a}:${b}`
    const known = pairs.get(key)
    if (known) return known
    if (!factory) {
      const asked = read(block, { address: config.router, abi: uniswapV2RouterAbi, functionName: 'factory', args: [] })
      factory = asked as Promise<Address>
      asked.catch(() => {
        factory = null
      })
    }
    const pair = (await read(block, {
      address: await factory,
      abi: uniswapV2PairAbi,
      functionName: 'getPair',
      args: [a, b],
    })) as Address | null
    // No pool yet is asked again at a later block: one may be created.
    if (!pair || pair === zeroAddress) return null
    pairs.set(key, pair)
    return pair
  }

  /** Each hop's reserves at `block`, in the swap's direction; null when a hop has no pool. */
  async function reservesAlong(block: bigint, path: readonly Address[]): Promise<PoolReserves[] | null> {
    const hops = await Promise.all(
      path.slice(1).map(async (to, i): Promise<PoolReserves | null> => {
        const from = path[i] as Address
        const pair = await pairOf(block, from, to)
        if (!pair) return null
        const reserves = (await read(block, {
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
          args: [],
        })) as readonly [bigint, bigint, number] | null
        if (!reserves) return null
        const fromIsToken0 = from.toLowerCase() < to.toLowerCase()
        return fromIsToken0
          ? { reserveIn: reserves[0], reserveOut: reserves[1] }
          : { reserveIn: reserves[1], reserveOut: reserves[0] }
      }),
    )
    return hops.every((hop) => hop !== null) ? hops : null
  }

  async function known(token: Address, name: string) {
    const list = await tokens().catch((cause) => {
      throw unavailable(cause)
    })
    if (!list.some((t) => t.address === token))
      throw new SwapQuoteError('unknownToken', `${name} ${token} is not a token this server swaps (see getSwapTokens).`)
  }

  /** The route between two known tokens, through WETH unless one of them is it. */
  async function routeOf(sellToken: Address, buyToken: Address) {
    // One at a time, so that a refusal names the sell token first when both are unknown.
    await known(sellToken, 'sellToken')
    await known(buyToken, 'buyToken')
    const [from, to] = [onChain(sellToken), onChain(buyToken)]
    return from === to ? null : from === config.weth || to === config.weth ? [from, to] : [from, config.weth, to]
  }

  const headBlock = () =>
    reads.head().catch((cause: unknown) => {
      throw unavailable(cause)
    })

  async function allowanceAt(block: bigint, token: Address, owner: Address) {
    if (token === NATIVE_TOKEN) return 2n ** 256n - 1n
    const amount = await read(block, {
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, config.router],
    })
    // An ERC-20 that reverts on allowance is one the router could not take either.
    return (amount as bigint | null) ?? 0n
  }

  async function quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const { sellToken, buyToken, taker, slippageBps } = request
    const path = await routeOf(sellToken, buyToken)
    if (!path)
      throw new SwapQuoteError('sameToken', 'ETH and WETH are the same value: wrap or unwrap WETH instead of swapping.')
    const buyAmount = BigInt(request.buyAmount)
    const head = await headBlock()
    const [hops, allowance] = await Promise.all([
      reservesAlong(head.number, path),
      allowanceAt(head.number, sellToken, taker),
    ])
    const sellAmount = hops && amountInAlong(buyAmount, hops)
    if (!sellAmount) throw noRoute()
    const maxSellAmount = maxSellFor(sellAmount, slippageBps)
    const nowSeconds = Math.floor(Date.now() / 1000)
    const deadline =
      (head.timestamp > BigInt(nowSeconds) ? head.timestamp : BigInt(nowSeconds)) +
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
        allowance >= maxSellAmount
          ? null
          : { token: sellToken, spender: config.router, amount: maxSellAmount.toString() },
      // ETH sold: the router refunds what the swap does not take of the value sent.
      tx: { to: config.router, data, value: sellToken === NATIVE_TOKEN ? maxSellAmount.toString() : '0' },
      expiresAt: new Date((nowSeconds + SWAP_QUOTE_TTL_SECONDS) * 1000).toISOString(),
    }
  }

  async function priceOf({ sellToken, buyToken, sellAmount }: SwapPriceRequest) {
    const path = await routeOf(sellToken, buyToken)
    if (!path) return sellAmount
    const hops = await reservesAlong((await headBlock()).number, path)
    const out = hops && amountOutAlong(sellAmount, hops)
    if (out === null) throw noRoute()
    return out
  }

  async function allowance(token: Address, owner: Address) {
    return { spender: config.router, amount: await allowanceAt((await headBlock()).number, token, owner) }
  }

  return { name: 'oneInch', enabled: true, capabilities: ['quote', 'fill'], config, tokens, quote, priceOf, allowance }
}
