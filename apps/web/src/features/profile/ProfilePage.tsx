import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { liveTopic, type TradingSource } from '@vitrine/api'
import { useInfiniteActivity, useInfiniteCollections, useInfiniteNFTs, useLiveUpdates } from '@vitrine/react'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { shortAddress } from '../../shortAddress.ts'
import { siteConfig } from '../../siteConfig.ts'
import { ActivityList } from '../common/ActivityList.tsx'
import { activitySource } from '../common/activitySource.ts'
import { CardGrid, gridImageSizes } from '../common/CardGrid.tsx'
import { CollectionCard } from '../common/CollectionCard.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { LoadMore } from '../common/LoadMore.tsx'
import { NftCard } from '../common/NftCard.tsx'
import { SectionTabs } from '../common/SectionTabs.tsx'
import { SourceFilter } from '../common/SourceFilter.tsx'
import { AddressAvatar } from './AddressAvatar.tsx'
import { ProfileOffersReceived } from './ProfileOffersReceived.tsx'
import { ProfileOrders } from './ProfileOrders.tsx'
import { accountActivityParams, createdParams, ownedParams, type ProfileTab, profileTab } from './profileQueries.ts'

function OwnedItems({ owner }: { owner: string }) {
  const owned = useInfiniteNFTs(ownedParams(owner))
  const nfts = owned.data?.pages.flatMap((page) => page.results) ?? []
  if (owned.isError) return <LoadError error={owned.error} retry={owned.refetch} />
  if (owned.isPending) return <CardGrid loading={8}>{null}</CardGrid>
  if (nfts.length === 0)
    return <EmptyState title="No items yet">This wallet holds no NFT that Vitrine indexes.</EmptyState>
  return (
    <>
      <CardGrid label="Owned items" loading={owned.isFetchingNextPage ? 4 : 0}>
        {nfts.map((nft, index) => (
          <li key={`${nft.address}:${nft.tokenId}`}>
            <NftCard nft={nft} sizes={gridImageSizes()} priority={index < 4} headingLevel="h2" />
          </li>
        ))}
      </CardGrid>
      <LoadMore
        hasNextPage={owned.hasNextPage}
        isFetchingNextPage={owned.isFetchingNextPage}
        fetchNextPage={owned.fetchNextPage}
        label="More items"
      />
    </>
  )
}

function CreatedCollections({ creator }: { creator: string }) {
  const created = useInfiniteCollections(createdParams(creator))
  const items = created.data?.pages.flatMap((page) => page.results) ?? []
  if (created.isError) return <LoadError error={created.error} retry={created.refetch} />
  if (created.isPending) return <CardGrid loading={4}>{null}</CardGrid>
  if (items.length === 0)
    return <EmptyState title="No collections yet">Collections this wallet creates on Vitrine show here.</EmptyState>
  return (
    <>
      <CardGrid label="Created collections" loading={created.isFetchingNextPage ? 4 : 0}>
        {items.map((collection) => (
          <li key={collection.address}>
            <CollectionCard collection={collection} sizes={gridImageSizes()} headingLevel="h2" />
          </li>
        ))}
      </CardGrid>
      <LoadMore
        hasNextPage={created.hasNextPage}
        isFetchingNextPage={created.isFetchingNextPage}
        fetchNextPage={created.fetchNextPage}
        label="More collections"
      />
    </>
  )
}

function AccountActivity({
  account,
  source,
  onSource,
}: {
  account: string
  source: TradingSource | undefined
  onSource: (source: TradingSource | undefined) => void
}) {
  const activity = useInfiniteActivity(accountActivityParams(account, source))
  const items = activity.data?.pages.flatMap((page) => page.results) ?? []
  const filter = <SourceFilter value={source} onChange={onSource} />
  if (activity.isError) return <LoadError error={activity.error} retry={activity.refetch} />
  if (activity.isPending) return <CardGrid loading={4}>{null}</CardGrid>
  if (items.length === 0)
    return (
      <>
        {filter}
        <EmptyState title={source ? 'No activity from this source' : 'No activity yet'} />
      </>
    )
  return (
    <>
      {filter}
      <ActivityList items={items} chainId={siteConfig.chainId} label={`Activity of ${shortAddress(account)}`} />
      <LoadMore
        hasNextPage={activity.hasNextPage}
        isFetchingNextPage={activity.isFetchingNextPage}
        fetchNextPage={activity.fetchNextPage}
        label="More activity"
      />
    </>
  )
}

const PROFILE_TABS: readonly { value: ProfileTab; label: string }[] = [
  { value: 'owned', label: 'Owned' },
  { value: 'created', label: 'Created' },
  { value: 'listings', label: 'Listings' },
  { value: 'offers', label: 'Offers made' },
  { value: 'received', label: 'Offers received' },
  { value: 'activity', label: 'Activity' },
]

/** `/u/[address]`: what a wallet holds and what it did. */
export function ProfilePage({ address }: { address: `0x${string}` }) {
  const router = useRouter()
  const tab = profileTab(router.query)
  useLiveUpdates([liveTopic.account(address)])
  const show = (next: ProfileTab) =>
    router.push(
      { pathname: '/u/[address]', query: next === 'owned' ? { address } : { address, tab: next } },
      undefined,
      {
        shallow: true,
        scroll: false,
      },
    )
  return (
    <>
      <Head>
        <title>{`${shortAddress(address)} · Vitrine`}</title>
      </Head>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 }, mb: 4 }}>
        <AddressAvatar address={address} size={88} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {shortAddress(address)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mb: 3 }}>
        <SectionTabs label="Profile sections" tabs={PROFILE_TABS} value={tab} onChange={show} />
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'owned' ? (
          <OwnedItems owner={address} />
        ) : tab === 'created' ? (
          <CreatedCollections creator={address} />
        ) : tab === 'listings' ? (
          <ProfileOrders maker={address} side="listing" />
        ) : tab === 'offers' ? (
          <ProfileOrders maker={address} side="offer" />
        ) : tab === 'received' ? (
          <ProfileOffersReceived owner={address} />
        ) : (
          <AccountActivity
            account={address}
            source={activitySource(router.query)}
            onSource={(source) =>
              router.push(
                { pathname: '/u/[address]', query: { address, tab: 'activity', ...(source ? { source } : {}) } },
                undefined,
                { shallow: true, scroll: false },
              )
            }
          />
        )}
      </Box>
    </>
  )
}
