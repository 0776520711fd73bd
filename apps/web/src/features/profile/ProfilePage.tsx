import { liveTopic } from '@vitrine/api'
import { useLiveUpdates } from '@vitrine/react'
import Head from 'next/head'
import { useRouter } from 'next/router'
import page from '../../components/page.module.css'
import { shortAddress } from '../../shortAddress.ts'
import { activitySource } from '../common/activitySource.ts'
import { SectionTabs } from '../common/SectionTabs.tsx'
import { AccountActivity } from './AccountActivity.tsx'
import { AddressAvatar } from './AddressAvatar.tsx'
import { CreatedCollections } from './CreatedCollections.tsx'
import { OwnedItems } from './OwnedItems.tsx'
import { ProfileOffersReceived } from './ProfileOffersReceived.tsx'
import { ProfileOrders } from './ProfileOrders.tsx'
import styles from './ProfilePage.module.css'
import { type ProfileTab, profileTab } from './profileQueries.ts'

const PROFILE_TABS: readonly { value: ProfileTab; label: string }[] = [
  { value: 'owned', label: 'Owned' },
  { value: 'created', label: 'Created' },
  { value: 'listings', label: 'Listings' },
  { value: 'offers', label: 'Offers made' },
  { value: 'received', label: 'Offers received' },
  { value: 'activity', label: 'Activity' },
]

/** `/u/[address]`: what a wallet holds and what it did. Static CSS only: the page's first load carries no MUI. */
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
      <header className={styles.header}>
        <AddressAvatar address={address} size={88} />
        <div className={styles.identity}>
          <h1 className={styles.name}>{shortAddress(address)}</h1>
          <p className={page.address}>{address}</p>
        </div>
      </header>
      <div className={styles.tabs}>
        <SectionTabs label="Profile sections" tabs={PROFILE_TABS} value={tab} onChange={show} />
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
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
      </div>
    </>
  )
}
