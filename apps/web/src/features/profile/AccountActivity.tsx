import type { TradingSource } from '@vitrine/api'
import { useInfiniteActivity } from '@vitrine/react'
import { shortAddress } from '../../shortAddress.ts'
import { siteConfig } from '../../siteConfig.ts'
import { ActivityList } from '../common/ActivityList.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { pagesItems, QueryList } from '../common/QueryList.tsx'
import { SourceFilter } from '../common/SourceFilter.tsx'
import { accountActivityParams } from './profileQueries.ts'

/** The profile's Activity tab: what a wallet did, newest first, by source on demand. */
export function AccountActivity({
  account,
  source,
  onSource,
}: {
  account: string
  source: TradingSource | undefined
  onSource: (source: TradingSource | undefined) => void
}) {
  const activity = useInfiniteActivity(accountActivityParams(account, source))
  return (
    <QueryList
      query={activity}
      items={pagesItems(activity.data)}
      header={<SourceFilter value={source} onChange={onSource} />}
      moreLabel="More activity"
      empty={<EmptyState title={source ? 'No activity from this source' : 'No activity yet'} />}
    >
      {(items) => (
        <ActivityList items={items} chainId={siteConfig.chainId} label={`Activity of ${shortAddress(account)}`} />
      )}
    </QueryList>
  )
}
