import { useInfiniteCollections } from '@vitrine/react'
import { CardGrid, gridImageSizes } from '../common/CardGrid.tsx'
import { CollectionCard } from '../common/CollectionCard.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { pagesItems, QueryList } from '../common/QueryList.tsx'
import { createdParams } from './profileQueries.ts'

/** The profile's Created tab: the collections a wallet made on Vitrine. */
export function CreatedCollections({ creator }: { creator: string }) {
  const created = useInfiniteCollections(createdParams(creator))
  return (
    <QueryList
      query={created}
      items={pagesItems(created.data)}
      moreLabel="More collections"
      empty={<EmptyState title="No collections yet">Collections this wallet creates on Vitrine show here.</EmptyState>}
    >
      {(collections) => (
        <CardGrid label="Created collections" loading={created.isFetchingNextPage ? 4 : 0}>
          {collections.map((collection) => (
            <li key={collection.address}>
              <CollectionCard collection={collection} sizes={gridImageSizes()} headingLevel="h2" />
            </li>
          ))}
        </CardGrid>
      )}
    </QueryList>
  )
}
