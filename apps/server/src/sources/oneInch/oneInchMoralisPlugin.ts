import { MAX_SLIPPAGE_BPS, NATIVE_TOKEN } from '@vitrine/api'
import { minBuyFor, type SwapAdapter } from '@vitrine/market'
import Parse from 'parse/node'
import { type Address, encodeFunctionData, erc20Abi, getAddress, isAddress, maxUint256 } from 'viem'
import { parseMoralisChain } from '../../moralis/moralisChain.ts'
import type { MoralisPlugin, PluginAnswer, PluginTrigger } from '../moralisPlugins.ts'
import { swapError } from './swapServerFunctions.ts'

export type OneInchPluginDeps = { swap: SwapAdapter | null; chainId: number }

type Params = Record<string, unknown>
const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)

const address = (p: Params, name: string): Address => {
  const value = p[name]
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(`${name} must be an address (0x and 40 hex digits).`)
  return getAddress(value) === getAddress(NATIVE_TOKEN) ? NATIVE_TOKEN : getAddress(value)
}
const amount = (p: Params, name = 'amount'): bigint => {
  const value = p[name]
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,77}$/.test(text))
    throw invalid(`${name} must be a positive whole number of the token's smallest unit.`)
  return BigInt(text)
}
/** Moralis's slippage is a percentage (1 = 1 %), 1 by default. */
const slippageBps = (p: Params): number => {
  const value = p.slippage ?? 1
  const bps = typeof value === 'number' ? Math.round(value * 100) : Number.NaN
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_SLIPPAGE_BPS)
    throw invalid(`slippage must be a percentage from 0 to ${MAX_SLIPPAGE_BPS / 100}.`)
  return bps
}
const transaction = (from: Address, tx: { to: string; data: string; value: string }): PluginTrigger => ({
  name: 'web3Transaction',
  shouldAwait: true,
  shouldReturnResponse: true,
  data: { from, to: tx.to, data: tx.data, value: tx.value },
})
const approval = (from: Address, token: Address, spender: Address, allowed: bigint): PluginTrigger => ({
  name: 'web3Transaction',
  shouldAwait: true,
  data: {
    from,
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, allowed] }),
    value: '0',
  },
})

/**
 * The `oneInch` trading source as the Moralis plugin of the same name (PRODUCT.md §8): what
 * react-moralis's `useOneInchTokens`, `useOneInchQuote` and `useOneInchSwap` call, over the same
 * swap adapter as `getSwapQuote`. Moralis's 1inch swaps an exact input (`amount` of the token
 * sold); the adapter prices an exact output, so `swap` buys what the amount buys less the
 * slippage. Without a swap route the source is off, and so is the plugin (its functions answer so).
 */
export function oneInchMoralisPlugin(deps: OneInchPluginDeps): MoralisPlugin {
  const { chainId } = deps
  const swap = () => {
    if (!deps.swap)
      throw new Parse.Error(
        Parse.Error.UNSUPPORTED_SERVICE,
        'The oneInch plugin is off on this server: no swap route is configured.',
      )
    return deps.swap
  }
  const run =
    (body: (p: Params) => Promise<PluginAnswer>) =>
    async (p: Params): Promise<PluginAnswer> => {
      if (p.chain != null) parseMoralisChain(p.chain, chainId)
      return body(p).catch((error: unknown) => {
        throw error instanceof Parse.Error ? error : swapError(error)
      })
    }

  return {
    name: 'oneInch',
    functions: {
      getSupportedTokens: run(async () => {
        const tokens = await swap().tokens()
        const entry = (t: (typeof tokens)[number]) => [t.address, { ...t, name: t.symbol, logoURI: '' }]
        return { data: { tokens: Object.fromEntries(tokens.map(entry)) }, triggers: [] }
      }),
      quote: run(async (p) => {
        const [fromToken, toToken, fromTokenAmount] = [
          address(p, 'fromTokenAddress'),
          address(p, 'toTokenAddress'),
          amount(p),
        ]
        const toTokenAmount = await swap().priceOf({
          sellToken: fromToken,
          buyToken: toToken,
          sellAmount: fromTokenAmount,
        })
        const tokens = await swap().tokens()
        const find = (a: Address) => tokens.find((t) => t.address === a) ?? { address: a }
        return {
          data: {
            fromToken: find(fromToken),
            toToken: find(toToken),
            fromTokenAmount: String(fromTokenAmount),
            toTokenAmount: String(toTokenAmount),
          },
          triggers: [],
        }
      }),
      hasAllowance: run(async (p) => {
        const token = address(p, 'fromTokenAddress')
        const owner = address(p, 'fromAddress')
        const { amount: allowed } = await swap().allowance(token, owner)
        return { data: allowed >= amount(p), triggers: [] }
      }),
      approve: run(async (p) => {
        const token = address(p, 'tokenAddress')
        const from = address(p, 'fromAddress')
        const { spender } = await swap().allowance(token, from)
        const allowed = p.amount == null ? maxUint256 : amount(p)
        return { data: { spender, amount: String(allowed) }, triggers: [approval(from, token, spender, allowed)] }
      }),
      swap: run(async (p) => {
        const [sellToken, buyToken, sellAmount] = [
          address(p, 'fromTokenAddress'),
          address(p, 'toTokenAddress'),
          amount(p),
        ]
        const from = address(p, 'fromAddress')
        const bps = slippageBps(p)
        if (sellToken === buyToken) throw invalid('toTokenAddress must differ from fromTokenAddress.')
        const out = await swap().priceOf({ sellToken, buyToken, sellAmount })
        const buyAmount = minBuyFor(out, bps)
        if (buyAmount === 0n) throw invalid('amount is too small to buy anything.')
        const quote = await swap().quote({
          sellToken,
          buyToken,
          buyAmount: String(buyAmount),
          taker: from,
          slippageBps: bps,
        })
        // An allowance still missing is given first, in the same call: the wallet runs both in turn.
        const approve = quote.approval
          ? [approval(from, quote.approval.token, quote.approval.spender, BigInt(quote.approval.amount))]
          : []
        return { data: quote, triggers: [...approve, transaction(from, quote.tx)] }
      }),
    },
  }
}
