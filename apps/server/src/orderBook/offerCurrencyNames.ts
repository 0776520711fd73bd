import type { OfferCurrency } from '@vitrine/api'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, parseAbi } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'

const erc20NameAbi = parseAbi(['function symbol() view returns (string)', 'function decimals() view returns (uint8)'])

/**
 * The offer currencies as `getMarketConfig` names them: each token's own `symbol` and `decimals`,
 * read from the chain on first need and kept (a token's name and decimals do not change). An
 * outage is not kept: the next call reads again. A listed address that answers no symbol or
 * decimals is not an ERC-20 anyone could be shown an amount of: the operator's mistake, said so.
 */
export function createOfferCurrencyNames(reads: ChainReads, addresses: readonly Address[]) {
  let named: Promise<OfferCurrency[]> | null = null

  async function load(): Promise<OfferCurrency[]> {
    const head = await reads.head()
    return Promise.all(
      addresses.map(async (address) => {
        const [symbol, decimals] = await Promise.all([
          reads.read(head.number, { address, abi: erc20NameAbi, functionName: 'symbol', args: [] }),
          reads.read(head.number, { address, abi: erc20NameAbi, functionName: 'decimals', args: [] }),
        ])
        if (typeof symbol !== 'string' || typeof decimals !== 'number')
          throw new Parse.Error(
            Parse.Error.INTERNAL_SERVER_ERROR,
            `The offer currency ${address} answers no ERC-20 symbol and decimals: WETH_ADDRESS or OFFER_CURRENCIES names a token that is not one.`,
          )
        return { address, symbol, decimals }
      }),
    )
  }

  return (): Promise<OfferCurrency[]> => {
    if (!named) {
      const loading = load().catch((error: unknown) => {
        if (error instanceof Parse.Error) throw error
        named = null
        throw temporarilyUnavailable('Reading the offer currencies from the chain', error)
      })
      named = loading
    }
    return named
  }
}
