import type { ReactNode } from 'react'
import { CardGrid } from './CardGrid.tsx'
import { LoadError } from './LoadError.tsx'
import { LoadMore } from './LoadMore.tsx'

/** What `QueryList` reads of a TanStack query (plain or infinite). */
export type ListQuery = {
  isError: boolean
  error: Error | null
  refetch: () => unknown
  isPending: boolean
  hasNextPage?: boolean
  isFetchingNextPage?: boolean
  fetchNextPage?: () => unknown
}

export type QueryListProps<T> = {
  query: ListQuery
  items: T[]
  /** Said when there is nothing: usually an `EmptyState`. */
  empty: ReactNode
  /** Shown above the list and above the empty state (a filter, say), not during load or error. */
  header?: ReactNode
  moreLabel?: string
  skeletons?: number
  dense?: boolean
  /** What shows while the first page comes; default: `skeletons` grid tiles. */
  pending?: ReactNode
  children: (items: T[]) => ReactNode
}

/**
 * The states every list of the site goes through, in one place: its error (with a retry), skeleton
 * tiles while it first loads, the empty state when the API has nothing, else the list and, for an
 * infinite query given `moreLabel`, the button (and scroll sentinel) that fetches the next page.
 */
export function QueryList<T>({
  query,
  items,
  empty,
  header,
  moreLabel,
  skeletons = 4,
  dense = false,
  pending,
  children,
}: QueryListProps<T>) {
  if (query.isError) return <LoadError error={query.error} retry={query.refetch} />
  if (query.isPending)
    return pending === undefined ? (
      <CardGrid loading={skeletons} dense={dense}>
        {null}
      </CardGrid>
    ) : (
      pending
    )
  return (
    <>
      {header}
      {items.length === 0 ? empty : children(items)}
      {items.length > 0 && moreLabel && query.fetchNextPage && (
        <LoadMore
          hasNextPage={!!query.hasNextPage}
          isFetchingNextPage={!!query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          label={moreLabel}
        />
      )}
    </>
  )
}

/** The items of every page fetched so far of an infinite query. */
export const pagesItems = <T,>(data: { pages: readonly { results: readonly T[] }[] } | undefined): T[] =>
  data?.pages.flatMap((page) => page.results) ?? []
