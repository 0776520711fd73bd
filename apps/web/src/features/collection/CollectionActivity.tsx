import type { Collection } from '@vitrine/api'
import { useInfiniteActivity } from '@vitrine/react'
import { ActivityList } from '../common/ActivityList.tsx'
import { CardGrid } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { LoadMore } from '../common/LoadMore.tsx'
import { activityParams } from './collectionView.ts'

/** The activity tab: mints, transfers and sales of the collection, newest first. */
export function CollectionActivity({ collection }: { collection: Collection }) {
  const activity = useInfiniteActivity(activityParams(collection.address))
  const items = activity.data?.pages.flatMap((page) => page.results) ?? []
  if (activity.isError) return <LoadError error={activity.error} retry={activity.refetch} />
  if (activity.isPending) return <CardGrid loading={4}>{null}</CardGrid>
  if (items.length === 0) return <EmptyState title="No activity yet" />
  return (
    <>
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
