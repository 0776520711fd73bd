import {
  getActivityInfiniteQueryOptions,
  getCollectionsInfiniteQueryOptions,
  getNFTsInfiniteQueryOptions,
} from '@vitrine/react'
import { prefetchedPage } from '../../src/data/prefetchedPage.ts'
import { addressParam } from '../../src/data/routeParams.ts'
import { ProfilePage } from '../../src/features/profile/ProfilePage.tsx'
import {
  accountActivityParams,
  createdParams,
  ownedParams,
  profileTab,
} from '../../src/features/profile/profileQueries.ts'

export default ProfilePage

const zeroAddress = '0x0000000000000000000000000000000000000000'

export const getServerSideProps = prefetchedPage(async ({ queryClient, client, context }) => {
  const address = addressParam(context.query)
  // The zero address is where mints come from and burns go: nobody's profile.
  if (!address || address === zeroAddress) return null
  const tab = profileTab(context.query)
  if (tab === 'owned')
    await queryClient.prefetchInfiniteQuery(getNFTsInfiniteQueryOptions(client, ownedParams(address)))
  else if (tab === 'created')
    await queryClient.prefetchInfiniteQuery(getCollectionsInfiniteQueryOptions(client, createdParams(address)))
  else await queryClient.prefetchInfiniteQuery(getActivityInfiniteQueryOptions(client, accountActivityParams(address)))
  return { address }
})
