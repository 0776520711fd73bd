import type { Collection } from '@vitrine/api'
import { useInfiniteActivity } from '@vitrine/react'
import { ActivityList } from '../common/ActivityList.tsx'
import { CardGrid } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { LoadMore } from '../common/LoadMore.tsx'
import { SourceFilter } from '../common/SourceFilter.tsx'
import { activityParams, type CollectionView } from './collectionView.ts'

/** The activity tab: mints, transfers and sales of the collection, newest first; by source on demand (`?source=`). */
export function CollectionActivity({
  collection,
  view,
  onChange,
}: {
  collection: Collection
  view: CollectionView
  onChange: (view: CollectionView) => void
}) {
  const activity = useInfiniteActivity(activityParams(collection.address, view.source))
  const items = activity.data?.pages.flatMap((page) => page.results) ?? []
  const filter = (
    <SourceFilter
      value={view.source}
      onChange={(source) => {
        const { source: _, ...rest } = view
        onChange(source ? { ...rest, source } : rest)
      }}
    />
  )
  if (activity.isError) return <LoadError error={activity.error} retry={activity.refetch} />
  if (activity.isPending) return <CardGrid loading={4}>{null}</CardGrid>
  if (items.length === 0)
    return (
      <>
        {filter}
        <EmptyState title={view.source ? 'No activity from this source' : 'No activity yet'} />
      </>
    )
  return (
    <>
      {filter}
      <ActivityList
        items={items}
        chainId={collection.chainId}
        collectionNames={{ [collection.address]: collection.name }}
        label={`Activity of ${collection.name ?? 'the collection'}`}
      />
      <LoadMore
        hasNextPage={activity.hasNextPage}
        isFetchingNextPage={activity.isFetchingNextPage}
        fetchNextPage={activity.fetchNextPage}
        label="More activity"
      />
    </>
  )
}
