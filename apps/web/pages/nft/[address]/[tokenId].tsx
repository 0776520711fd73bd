import {
  getActivityInfiniteQueryOptions,
  getActivityQueryOptions,
  getCollectionQueryOptions,
  getCollectionTraitsQueryOptions,
  getNFTQueryOptions,
} from '@vitrine/react'
import { prefetchedPage } from '../../../src/data/prefetchedPage.ts'
import { addressParam, tokenIdParam } from '../../../src/data/routeParams.ts'
import { NftPage } from '../../../src/features/nft/NftPage.tsx'
import { historyParams, salesParams } from '../../../src/features/nft/nftQueries.ts'

// Static CSS only, no MUI theme around it: the trade dialogs bring MUI and its theme when first opened.
export default NftPage

export const getServerSideProps = prefetchedPage(async ({ queryClient, client, context, require }) => {
  const address = addressParam(context.query)
  const tokenId = tokenIdParam(context.query)
  if (!address || !tokenId) return null
  // The token first: an unknown one is a 404.
  await require(getNFTQueryOptions(client, { address, tokenId }))
  await Promise.all([
    require(getCollectionQueryOptions(client, { address })),
    queryClient.prefetchQuery(getCollectionTraitsQueryOptions(client, { address })),
    queryClient.prefetchInfiniteQuery(getActivityInfiniteQueryOptions(client, historyParams(address, tokenId))),
    queryClient.prefetchQuery(getActivityQueryOptions(client, salesParams(address, tokenId))),
  ])
  return { address, tokenId }
})
