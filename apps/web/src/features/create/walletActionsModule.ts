// The chunk `loadWalletActions` loads: /create's wallet actions from the SDK.
export { createCollection, mintTokens, walletErrorMessage } from '@vitrine/react'
