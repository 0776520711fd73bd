// The embedded PostgreSQL launcher is `@vitrine/db/embedded`, for the stack runner, tests and
// benchmarks only: a server gets the pool without it.
export type { AddressTransactionRow } from './addressActivity/AddressTransactionRow.ts'
export {
  type AddressSync,
  readAddressSync,
  readAddressSyncs,
  readUnwatchedWallets,
  unwatchAddress,
  watchAddresses,
} from './addressActivity/addressSyncs.ts'
export {
  countTokenTransfersOf,
  countTransactionsOf,
  MAX_TOKENS_PER_ADDRESS,
  readTokensOf,
  readTokenTransfersOf,
  readTransactionsOf,
} from './addressActivity/readAddressActivity.ts'
export { rollBackAddressActivity, storeAddressActivity } from './addressActivity/storeAddressActivity.ts'
export type { TokenTransferRow } from './addressActivity/TokenTransferRow.ts'
export { createPool } from './createPool.ts'
export type { Db } from './Db.ts'
export { describeOriginal, findItemOriginal, type ItemOriginal, type LazyItemKey } from './findItemOriginal.ts'
export { type HeldLock, holdExclusiveLock } from './holdExclusiveLock.ts'
export { inTransaction } from './inTransaction.ts'
export { LIVE_CHANNEL, listenLive, livePayload, notifyLive } from './liveChannel.ts'
export type { Migration } from './Migration.ts'
export { BOOK_ORDER_COLUMNS, type BookOrderRow } from './market/BookOrderRow.ts'
export { type InsertOutcome, insertOrders } from './market/insertOrders.ts'
export { dropLazyItemWithoutOrder, type PostedLazyItem, storeLazyItem } from './market/lazyItemWrites.ts'
export type { NewOrder } from './market/NewOrder.ts'
export type { OrderRow } from './market/OrderRow.ts'
export type { OrderFilter } from './market/orderPageSql.ts'
export { readOrder } from './market/readOrder.ts'
export { readOrderPage } from './market/readOrderPage.ts'
export { isTokenFirstPage, readTokenFirstPages, type TokenFirstPage } from './market/readTokenFirstPages.ts'
export { recountMakers } from './market/recountMakers.ts'
export { migrate } from './migrate.ts'
export { migrations } from './migrations/index.ts'
export { namedStatement } from './namedStatement.ts'
export { ACTIVITY_COLUMNS, type ActivityRow } from './nft/ActivityRow.ts'
export { type BestOrderColumns, bestOrderColumns } from './nft/bestOrderColumns.ts'
export type { CollectionRow } from './nft/CollectionRow.ts'
export { collectionTokensByPriceSql, type PriceKey } from './nft/collectionTokensByPriceSql.ts'
export { type CollectionTokensInput, collectionTokensSql, type TraitFilter } from './nft/collectionTokensSql.ts'
export { type ActivityFilter, readActivity } from './nft/readActivity.ts'
export { readCollection, readCollections } from './nft/readCollections.ts'
export { type CollectionInfo, readCollectionsInfo } from './nft/readCollectionsInfo.ts'
export { type CollectionTokenPageRow, readCollectionTokenPage } from './nft/readCollectionTokenPage.ts'
export { readIndexedBlock } from './nft/readIndexedBlock.ts'
export { type ItemDocument, readItemContentHash } from './nft/readItemContentHash.ts'
export {
  countCollectionHoldings,
  countOwnedTokens,
  type OwnedTokenRow,
  readCollectionHoldings,
  readOwnedTokens,
  readSupplies,
} from './nft/readOwnedTokens.ts'
export { type PictureRow, readCollectionPicture, readTokenPicture } from './nft/readPictureSource.ts'
export { countSales, countTransfers, readLowestSale } from './nft/readSales.ts'
export { readOwners, readToken, readTokensOfOwner } from './nft/readTokens.ts'
export { countTraitTokens, readCollectionTraits } from './nft/readTraitCounts.ts'
export { requeueMetadata } from './nft/requeueMetadata.ts'
export { someTokenOf } from './nft/someTokenOf.ts'
export type { TokenRow } from './nft/TokenRow.ts'
export { ping } from './ping.ts'
export { createReadRouting, type ReadRouting, type ReadRoutingOptions } from './replicas/createReadRouting.ts'
export {
  type BudgetLease,
  giveBudgetLease,
  renewBudgetLeases,
  sweepBudgetLeases,
  takeBudgetLease,
} from './vitrine/budgetLeases.ts'
export { commitSessionsWithoutWaiting } from './vitrine/commitSessionsWithoutWaiting.ts'
export { readRecordedDeployment, recordDeployment } from './vitrine/deployments.ts'
export {
  appendOutbox,
  becomeOutboxRelay,
  confirmOutbox,
  type EventOutboxRow,
  markOutboxWritten,
  type NewOutboxRow,
  type OutboxWork,
  type OutboxWritten,
  orphanOutboxAfter,
  pruneOutbox,
  readOutboxWork,
} from './vitrine/eventOutbox.ts'
export {
  deleteEventWatches,
  EVENT_OUTBOX_CHANNEL,
  EVENT_WATCHES_CHANNEL,
  type EventWatchRow,
  insertEventWatch,
  type NewEventWatch,
  readEventWatchByTable,
  readEventWatches,
  readSyncedTableNames,
  startEventWatch,
} from './vitrine/eventWatches.ts'
export { insertMetadataDocument, readMetadataDocument } from './vitrine/metadataDocuments.ts'
export {
  type OnrampPurchaseListRow,
  type OnrampPurchaseRow,
  readOnrampPurchasesOfUser,
  recordOnrampPurchase,
} from './vitrine/onrampPurchases.ts'
export { createPageViewStore, type PageViewCount, type PageViewStore } from './vitrine/pageViewStore.ts'
export {
  addRateLimitHits,
  deleteRateLimit,
  type RateLimitRow,
  sweepRateLimits,
  takeBackRateLimitHit,
} from './vitrine/rateLimits.ts'
export { revokePublicUserAccess } from './vitrine/revokePublicUserAccess.ts'
export { createSignedMessageStore, type SignedMessageStore } from './vitrine/signedMessageStore.ts'
export { spendSiweNonce, sweepSiweNonces } from './vitrine/siweSpentNonces.ts'
export { ensureSyncedClassIndex } from './vitrine/syncedClassIndex.ts'
export { withSchemaLock } from './vitrine/withSchemaLock.ts'
export { type LockTexts, withSessionLocks } from './withSessionLocks.ts'
