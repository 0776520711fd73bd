import type { Migration } from '../migrate.ts'
import { authAndAnalytics } from './001_auth_and_analytics.ts'
import { nftTables } from './002_nft.ts'
import { nftMarketAndCounts } from './003_nft_market_and_counts.ts'
import { tradingSources } from './004_trading_sources.ts'

/** Every migration, in the order it applies. Append only; never edit an applied one. */
export const migrations: readonly Migration[] = [authAndAnalytics, nftTables, nftMarketAndCounts, tradingSources]
