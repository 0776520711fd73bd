import { useInfiniteActivity } from '@vitrine/react'
import { ActivityList } from '../common/ActivityList.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { pagesItems, QueryList } from '../common/QueryList.tsx'
import { SourceFilter } from '../common/SourceFilter.tsx'
import { activityParams, type CollectionTabProps } from './collectionView.ts'

/** The activity tab: mints, transfers and sales of the collection, newest first; by source on demand (`?source=`). */
export function CollectionActivity({ collection, view, onChange }: CollectionTabProps) {
  const activity = useInfiniteActivity(activityParams(collection.address, view.source))
  const items = pagesItems(activity.data)
  const filter = (
    <SourceFilter
      value={view.source}
      onChange={(source) => {
        const { source: _, ...rest } = view
        onChange(source ? { ...rest, source } : rest)
      }}
    />
  )
  return (
    <QueryList
      query={activity}
      items={items}
      header={filter}
      moreLabel="More activity"
      empty={<EmptyState title={view.source ? 'No activity from this source' : 'No activity yet'} />}
    >
      {(shown) => (
        <ActivityList
          items={shown}
          chainId={collection.chainId}
          collectionNames={{ [collection.address]: collection.name }}
          label={`Activity of ${collection.name ?? 'the collection'}`}
        />
      )}
    </QueryList>
  )
}
