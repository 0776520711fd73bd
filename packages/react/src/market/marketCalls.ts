import type {
  FillTransaction,
  GetFillTransactionParams,
  GetOrderParams,
  GetOrdersParams,
  GetOrdersResult,
  GetRaribleCollectionListingsParams,
  GetRaribleListingsParams,
  GetRaribleListingsResult,
  MarketConfig,
  MarketOrder,
  PostLazyOrderParams,
  PostOrderParams,
  PostOrderResult,
} from '@vitrine/api'
import type { VitrineClient } from '../client/createParseClient.ts'

type MarketFunctions = {
  getMarketConfig: [Record<string, never>, MarketConfig]
  getOrders: [GetOrdersParams, GetOrdersResult]
  getOrder: [GetOrderParams, MarketOrder]
  postOrder: [PostOrderParams | PostLazyOrderParams, PostOrderResult]
  getFillTransaction: [GetFillTransactionParams, FillTransaction]
  getRaribleListings: [GetRaribleListingsParams, GetRaribleListingsResult]
  getRaribleCollectionListings: [GetRaribleCollectionListingsParams, GetRaribleListingsResult]
}
export type MarketFunctionName = keyof MarketFunctions

/** Calls a cloud function of the order book (`POST /functions/<name>`); failures are `VitrineError`s with the server's code. */
export async function callMarket<N extends MarketFunctionName>(
  client: VitrineClient,
  name: N,
  params: MarketFunctions[N][0],
): Promise<MarketFunctions[N][1]> {
  const { result } = await client.request<{ result: MarketFunctions[N][1] }>('POST', `/functions/${name}`, {
    body: params,
  })
  return result
}

/** The query key of an order-book read: the shape of the NFT reads' keys, so live updates find it. */
export function marketQueryKey(name: MarketFunctionName, params: object) {
  const given = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null))
  return ['vitrine', name, given] as const
}
