import type { ParsedUrlQuery } from 'node:querystring'
import { type Collection, TOKEN_SORTS, type TokenSort, type TradingSource } from '@vitrine/api'
import { queryValue, queryValues } from '../../data/queryValue.ts'
import { activitySource, sourcesParam } from '../common/activitySource.ts'

export type CollectionTab = 'items' | 'activity'

export type CollectionView = {
  tab: CollectionTab
  sort: TokenSort
  /** Trait type → values: a token shows when it has, for every type, any of its values. */
  traits: Record<string, string[]>
  /** Only the items with an active listing. */
  listed: boolean
  /** The activity tab: only what came through this trading source. */
  source?: TradingSource | undefined
}

/** What a tab of the collection page is given: the collection, the view (the URL's), a way to change it. */
export type CollectionTabProps = {
  collection: Collection
  view: CollectionView
  onChange: (view: CollectionView) => void
}

export const ITEM_SORTS: { value: TokenSort; label: string }[] = [
  { value: 'tokenId', label: 'Token id' },
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
]

/**
 * The view a collection page's URL asks for: `?tab=activity`, `?sort=newest` or `price`, `?listed=1`
 * (listed only), `?source=opensea` (activity of one source) and one `trait=<type>:<value>` per chosen
 * value. A link reproduces the view; Back undoes a filter.
 */
export function collectionView(query: ParsedUrlQuery): CollectionView {
  const sort = queryValue(query.sort)
  const traits: Record<string, string[]> = {}
  for (const entry of queryValues(query.trait)) {
    const split = entry.indexOf(':')
    if (split <= 0) continue
    const type = entry.slice(0, split)
    const value = entry.slice(split + 1)
    traits[type] = [...new Set([...(traits[type] ?? []), value])]
  }
  return {
    tab: queryValue(query.tab) === 'activity' ? 'activity' : 'items',
    sort: TOKEN_SORTS.includes(sort as TokenSort) ? (sort as TokenSort) : 'tokenId',
    traits,
    listed: queryValue(query.listed) === '1',
    ...(activitySource(query) ? { source: activitySource(query) } : {}),
  }
}

/** The URL query of a view (defaults left out, so the plain URL is the default view). */
export function viewQuery(view: CollectionView): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  if (view.tab !== 'items') query.tab = view.tab
  if (view.sort !== 'tokenId') query.sort = view.sort
  const trait = Object.entries(view.traits).flatMap(([type, values]) => values.map((value) => `${type}:${value}`))
  if (trait.length > 0) query.trait = trait
  if (view.listed) query.listed = '1'
  if (view.source) query.source = view.source
  return query
}

/** The parameters of `getCollectionNFTs` for a view: the same for the server prefetch and the hook. */
export function itemsParams(address: string, view: CollectionView) {
  const filtered = Object.keys(view.traits).length > 0
  return {
    address,
    sort: view.sort,
    ...(filtered ? { traits: view.traits } : {}),
    ...(view.listed ? { listed: true } : {}),
    limit: 24,
  }
}

/** The most listings one sweep buys. */
export const MAX_SWEEP = 20

/**
 * The parameters of `getOrders` for the sweep (CollectionTrading): its cheapest Seaport listings
 * (a lazy one is its own mint, LazyListings). The server prefetches them too, so the page's first
 * HTML says what a sweep would buy, not "Nothing listed" until the browser asks.
 */
export const sweepListingsParams = (address: string) =>
  ({ side: 'listing', address, kind: 'listing', limit: MAX_SWEEP }) as const

/**
 * The parameters of `getOrders` for the items not minted yet (LazyListings, above the tabs): on the
 * Items tab, those whose item has the traits the view filters by, as the grid's tokens. The server
 * prefetches them too: a section that appeared only once the browser asked pushed the tabs and the
 * grid down after the first paint.
 */
export const lazyListingsParams = (address: string, view?: CollectionView) => ({
  side: 'listing' as const,
  address,
  kind: 'lazy' as const,
  limit: 20,
  ...(view && filtersLazyByTraits(view) ? { traits: view.traits } : {}),
})

/** Whether the view filters the items not minted yet by their traits (on the Items tab, as the grid). */
export const filtersLazyByTraits = (view: CollectionView) => view.tab === 'items' && Object.keys(view.traits).length > 0

export const activityParams = (address: string, source?: TradingSource) => ({
  address,
  ...sourcesParam(source),
  limit: 20,
})
