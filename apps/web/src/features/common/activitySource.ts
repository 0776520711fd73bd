import type { ParsedUrlQuery } from 'node:querystring'
import { TRADING_SOURCES, type TradingSource } from '@vitrine/api'
import { queryValue } from '../../data/queryValue.ts'

/** `?source=<name>` of an activity tab: one of the trading sources, else none (all activity). */
export function activitySource(query: ParsedUrlQuery): TradingSource | undefined {
  const source = queryValue(query.source)
  return TRADING_SOURCES.find((name) => name === source)
}

/** `getActivity`'s `sources` parameter for a chosen source (left out when none is chosen). */
export const sourcesParam = (source: TradingSource | undefined) => (source ? { sources: [source] } : {})
