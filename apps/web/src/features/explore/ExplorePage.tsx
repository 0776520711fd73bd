import { useInfiniteCollections } from '@vitrine/react'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { CollectionCard } from '../common/CollectionCard.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { pagesItems } from '../common/QueryList.tsx'
import { SortSelect } from '../common/SortSelect.tsx'
import styles from './ExplorePage.module.css'
import { EXPLORE_SORTS, exploreView } from './exploreView.ts'

/** `/explore`: every collection, searchable by name, in four orders, page after page. Static CSS: no MUI. */
export function ExplorePage() {
  const router = useRouter()
  const view = exploreView(router.query)
  const collections = useInfiniteCollections(view)
  const items = pagesItems(collections.data)
  const setSort = (sort: string) =>
    router.push({ pathname: '/explore', query: { ...router.query, sort } }, undefined, { shallow: true, scroll: false })

  return (
    <>
      <Head>
        <title>{view.q ? `“${view.q}” · Explore · Vitrine` : 'Explore collections · Vitrine'}</title>
      </Head>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{view.q ? `Collections matching “${view.q}”` : 'Explore collections'}</h1>
          {view.q && <p className={styles.hint}>Search by name or symbol.</p>}
        </div>
        <SortSelect value={view.sort ?? 'volume'} options={EXPLORE_SORTS} onChange={setSort} minWidth={160} />
      </div>
      <QueryGrid
        query={collections}
        items={items}
        skeletons={8}
        moreLabel="More collections"
        empty={
          <EmptyState title={view.q ? `No collection matches “${view.q}”` : 'No collections yet'}>
            {view.q ? 'Try another name.' : 'They appear here as soon as their first token is minted.'}
          </EmptyState>
        }
        label="Collections"
        itemKey={(collection) => collection.address}
      >
        {(collection, index) => (
          <CollectionCard collection={collection} sizes={gridImageSizes()} priority={index < 4} headingLevel="h2" />
        )}
      </QueryGrid>
    </>
  )
}
