import type { SwapAdapter, TradingSourceAdapter } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import type { MarketConfig } from '../config.ts'
import type { ServerApi } from '../functions/serverApi.ts'

/** What the trading sources' Moralis plugins work over: our own functions, the chain, the market's terms. */
export type TradingPluginDeps = {
  /** Our cloud functions, run as the plugin's caller (getNFT, getOrders, postOrder, getOnrampUrl, …). */
  call: ServerApi['call']
  reads: ChainReads
  chainId: number
  market: MarketConfig | null
  /** The `oneInch` source's swap route; null when none is configured. */
  swap: SwapAdapter | null
  /** The four trading sources: a plugin is served enabled when its source is. */
  sources: readonly TradingSourceAdapter[]
}
