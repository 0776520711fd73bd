import { useInfiniteCollections } from '@vitrine/react'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { CollectionCard } from '../common/CollectionCard.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { pagesItems } from '../common/QueryList.tsx'
import { createdParams } from './profileQueries.ts'

/** The profile's Created tab: the collections a wallet made on Vitrine. */
export function CreatedCollections({ creator }: { creator: string }) {
  const created = useInfiniteCollections(createdParams(creator))
  return (
    <QueryGrid
      query={created}
      items={pagesItems(created.data)}
      moreLabel="More collections"
      empty={<EmptyState title="No collections yet">Collections this wallet creates on Vitrine show here.</EmptyState>}
      label="Created collections"
      itemKey={(collection) => collection.address}
    >
      {(collection) => <CollectionCard collection={collection} sizes={gridImageSizes()} headingLevel="h2" />}
    </QueryGrid>
  )
}
