import type { Migration } from '../Migration.ts'
import { authAndAnalytics } from './001_auth_and_analytics.ts'
import { nftTables } from './002_nft.ts'
import { nftMarketAndCounts } from './003_nft_market_and_counts.ts'
import { tradingSources } from './004_trading_sources.ts'
import { bulkBackfill } from './005_bulk_backfill.ts'
import { moralisSignedMessages } from './006_moralis_signed_messages.ts'
import { market } from './007_market.ts'
import { rateLimits } from './008_rate_limits.ts'
import { metadataDocuments } from './009_metadata_documents.ts'
import { collectionCreator } from './010_collection_creator.ts'
import { onrampPurchases } from './011_onramp_purchases.ts'
import { lazyOrders } from './012_lazy_orders.ts'
import { lazyItems } from './013_lazy_items.ts'
import { signInCommits } from './014_sign_in_commits.ts'
import { statelessSignInNonces } from './015_stateless_sign_in_nonces.ts'
import { orderPayloadStatistics } from './016_order_payload_statistics.ts'
import { orderStatisticsSample } from './017_order_statistics_sample.ts'
import { budgets } from './018_budgets.ts'
import { lazyItemDocuments } from './019_lazy_item_documents.ts'
import { eventSync } from './020_event_sync.ts'
import { addressActivity } from './021_address_activity.ts'
import { deployments } from './022_deployments.ts'

/** Every migration, in the order it applies. Append only; never edit an applied one. */
export const migrations: readonly Migration[] = [
  authAndAnalytics,
  nftTables,
  nftMarketAndCounts,
  tradingSources,
  bulkBackfill,
  moralisSignedMessages,
  market,
  rateLimits,
  metadataDocuments,
  collectionCreator,
  onrampPurchases,
  lazyOrders,
  lazyItems,
  signInCommits,
  statelessSignInNonces,
  orderPayloadStatistics,
  orderStatisticsSample,
  budgets,
  lazyItemDocuments,
  eventSync,
  addressActivity,
  deployments,
]
