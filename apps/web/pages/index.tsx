import { getActivityQueryOptions, getCollectionsQueryOptions } from '@vitrine/react'
import { prefetchedPage } from '../src/data/prefetchedPage.ts'
import { HomePage } from '../src/features/home/HomePage.tsx'
import { recentSalesParams, trendingParams } from '../src/features/home/homeQueries.ts'

export default HomePage

export const getServerSideProps = prefetchedPage(async ({ queryClient, client }) => {
  await Promise.all([
    queryClient.prefetchQuery(getCollectionsQueryOptions(client, trendingParams)),
    queryClient.prefetchQuery(getActivityQueryOptions(client, recentSalesParams)),
  ])
  return {}
})
