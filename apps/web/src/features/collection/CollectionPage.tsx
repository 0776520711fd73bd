import { liveTopic } from '@vitrine/api'
import { useCollection, useLiveUpdates } from '@vitrine/react'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useRef, useState } from 'react'
import page from '../../components/page.module.css'
import { formatCount } from '../../format/formatCount.ts'
import { formatEth } from '../../format/formatEth.ts'
import { mediaSrc } from '../../media/mediaSrc.ts'
import { CardGrid } from '../common/CardGrid.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { SectionTabs } from '../common/SectionTabs.tsx'
import { SocialMeta } from '../common/SocialMeta.tsx'
import { CollectionActivity } from './CollectionActivity.tsx'
import { CollectionHeader } from './CollectionHeader.tsx'
import { CollectionItems } from './CollectionItems.tsx'
import { CollectionTrading } from './CollectionTrading.tsx'
import { type CollectionView, collectionView, viewQuery } from './collectionView.ts'

const COLLECTION_TABS = [
  { value: 'items', label: 'Items' },
  { value: 'activity', label: 'Activity' },
] as const

// Server-rendered from prefetched listings (above the tabs, so nothing moves after the first paint),
// in a chunk of its own.
const LazyListings = dynamic(() => import('./LazyListings.tsx').then((m) => m.LazyListings))
// Fetched in the browser only (Rarible's API, when one is configured): out of the page's first load.
const RaribleCollectionListings = dynamic(
  () => import('./RaribleCollectionListings.tsx').then((m) => m.RaribleCollectionListings),
  { ssr: false },
)

/**
 * `/collection/[address]`: the collection's picture and numbers, its items (filtered, sorted) and
 * activity. Static CSS only: the page's first load carries no MUI (the trade dialogs bring theirs
 * when first opened, tradeDialogs.ts).
 */
export function CollectionPage({ address }: { address: `0x${string}` }) {
  const router = useRouter()
  // The view asked for shows at once (a ticked box ticks now), before the URL has caught up.
  const [asked, setAsked] = useState<CollectionView | null>(null)
  const view = asked ?? collectionView(router.query)
  const collection = useCollection({ address })
  useLiveUpdates([liveTopic.collection(address)])
  // Each change of view is a history entry: Back undoes a filter. Shallow: the hooks fetch. One
  // push at a time: Next applies overlapping pushes in the order they finish, so a change made
  // while the last is on its way (two kept early clicks handed over at once) could be undone by it.
  // The queue waits for a push to settle, not to succeed: a failed one is reported as an uncaught
  // error would be (the browser's `reportError`, the error itself), and the next one still goes.
  const lastPush = useRef<Promise<void>>(Promise.resolve())
  const show = (next: CollectionView) => {
    setAsked(next)
    const push: Promise<void> = lastPush.current
      .then(() =>
        router.push({ pathname: '/collection/[address]', query: { address, ...viewQuery(next) } }, undefined, {
          shallow: true,
          scroll: false,
        }),
      )
      .then(() => {}, reportError)
      .finally(() => {
        if (lastPush.current === push) setAsked(null)
      })
    lastPush.current = push
  }

  if (!collection.data) {
    return collection.isError ? (
      <LoadError error={collection.error} retry={collection.refetch} />
    ) : (
      <CardGrid loading={8}>{null}</CardGrid>
    )
  }
  const data = collection.data
  const name = collectionName(data)
  const first = data.image !== null ? null : data.previewTokenIds[0]
  return (
    <>
      <SocialMeta
        title={name}
        description={`${name} on Vitrine: ${formatCount(data.itemCount)} items, ${formatCount(data.ownerCount)} owners, ${formatEth(data.volume)} traded.`}
        image={first === undefined ? undefined : mediaSrc(data.chainId, data.address, first, 1024)}
      />
      <CollectionHeader collection={data} />
      <CollectionTrading collection={data} />
      <LazyListings collection={data} view={view} />
      <RaribleCollectionListings collection={data} />
      <div className={page.section}>
        <SectionTabs
          label="Collection sections"
          tabs={COLLECTION_TABS}
          value={view.tab}
          onChange={(tab) => show({ ...view, tab })}
        />
      </div>
      <div role="tabpanel" id={`panel-${view.tab}`} aria-labelledby={`tab-${view.tab}`}>
        {view.tab === 'items' ? (
          <CollectionItems collection={data} view={view} onChange={show} />
        ) : (
          <CollectionActivity collection={data} view={view} onChange={show} />
        )}
      </div>
    </>
  )
}
