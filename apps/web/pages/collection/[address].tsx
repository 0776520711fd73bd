import {
  getActivityInfiniteQueryOptions,
  getCollectionNFTsQueryOptions,
  getCollectionQueryOptions,
  getCollectionTraitsQueryOptions,
  getOrdersQueryOptions,
} from '@vitrine/react'
import { prefetchedPage } from '../../src/data/prefetchedPage.ts'
import { addressParam } from '../../src/data/routeParams.ts'
import { CollectionPage } from '../../src/features/collection/CollectionPage.tsx'
import {
  activityParams,
  collectionView,
  itemsParams,
  lazyListingsParams,
  sweepListingsParams,
} from '../../src/features/collection/collectionView.ts'

// Static CSS only: no MUI theme around the page (the trade dialogs bring theirs when opened).
export default CollectionPage

export const getServerSideProps = prefetchedPage(async ({ queryClient, client, context, require }) => {
  const address = addressParam(context.query)
  if (!address) return null
  const view = collectionView(context.query)
  // The collection first: an unknown one is a 404.
  await require(getCollectionQueryOptions(client, { address }))
  await Promise.all([
    // The sweep's listings (above both tabs); on a failure (the order book off, say) the
    // browser asks as before.
    queryClient.prefetchQuery(getOrdersQueryOptions(client, sweepListingsParams(address))),
    // The items not minted yet, above the tabs: in the first paint, not pushing the grid down later.
    queryClient.prefetchQuery(getOrdersQueryOptions(client, lazyListingsParams(address, view))),
    ...(view.tab === 'items'
      ? [
          queryClient.prefetchQuery(getCollectionTraitsQueryOptions(client, { address })),
          queryClient.prefetchInfiniteQuery(getCollectionNFTsQueryOptions(client, itemsParams(address, view))),
        ]
      : [
          queryClient.prefetchInfiniteQuery(
            getActivityInfiniteQueryOptions(client, activityParams(address, view.source)),
          ),
        ]),
  ])
  return { address }
})
