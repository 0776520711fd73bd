import type { ReactNode } from 'react'
import { CardGrid } from './CardGrid.tsx'
import { QueryList, type QueryListProps } from './QueryList.tsx'

/**
 * A `QueryList` shown as a grid of cards named `label`: a tile per item, skeleton tiles after them
 * while a next page comes.
 */
export function QueryGrid<T>({
  label,
  itemKey,
  children,
  ...list
}: Omit<QueryListProps<T>, 'children'> & {
  label: string
  itemKey: (item: T) => string
  children: (item: T, index: number) => ReactNode
}) {
  return (
    <QueryList {...list}>
      {(items) => (
        <CardGrid label={label} dense={list.dense} loading={list.query.isFetchingNextPage ? 4 : 0}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>{children(item, index)}</li>
          ))}
        </CardGrid>
      )}
    </QueryList>
  )
}
