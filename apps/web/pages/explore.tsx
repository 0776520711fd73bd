import { getCollectionsInfiniteQueryOptions } from '@vitrine/react'
import { prefetchedPage } from '../src/data/prefetchedPage.ts'
import { ExplorePage } from '../src/features/explore/ExplorePage.tsx'
import { exploreView } from '../src/features/explore/exploreView.ts'

export default ExplorePage

export const getServerSideProps = prefetchedPage(async ({ queryClient, client, context }) => {
  await queryClient.prefetchInfiniteQuery(getCollectionsInfiniteQueryOptions(client, exploreView(context.query)))
  return {}
})
