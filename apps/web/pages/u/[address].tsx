import {
  getActivityInfiniteQueryOptions,
  getCollectionsInfiniteQueryOptions,
  getNFTsInfiniteQueryOptions,
} from '@vitrine/react'
import { prefetchedPage } from '../../src/data/prefetchedPage.ts'
import { addressParam } from '../../src/data/routeParams.ts'
import { activitySource } from '../../src/features/common/activitySource.ts'
import { ProfilePage } from '../../src/features/profile/ProfilePage.tsx'
import {
  accountActivityParams,
  createdParams,
  ownedParams,
  profileTab,
} from '../../src/features/profile/profileQueries.ts'

// Static CSS only, no MUI theme around it: the trade dialogs bring MUI and its theme on first open.
export default ProfilePage

const zeroAddress = '0x0000000000000000000000000000000000000000'

export const getServerSideProps = prefetchedPage(async ({ queryClient, client, context }) => {
  const address = addressParam(context.query)
  // The zero address is where mints come from and burns go: nobody's profile.
  if (!address || address === zeroAddress) return null
  const tab = profileTab(context.query)
  // The order tabs load in the browser (they depend on who looks: the owner gets cancel buttons).
  if (tab === 'owned')
    await queryClient.prefetchInfiniteQuery(getNFTsInfiniteQueryOptions(client, ownedParams(address)))
  if (tab === 'created')
    await queryClient.prefetchInfiniteQuery(getCollectionsInfiniteQueryOptions(client, createdParams(address)))
  if (tab === 'activity')
    await queryClient.prefetchInfiniteQuery(
      getActivityInfiniteQueryOptions(client, accountActivityParams(address, activitySource(context.query))),
    )
  return { address }
})
