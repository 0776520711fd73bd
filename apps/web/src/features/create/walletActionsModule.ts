// The chunk `loadWalletActions` loads: /create's wallet actions from the SDK.
export {
  batchRowKeys,
  createCollection,
  listWithoutMinting,
  mintBatchOnce,
  mintTokens,
  readMintedRows,
  readMintTarget,
  UnresumableCollectionError,
  walletErrorMessage,
} from '@vitrine/react'
