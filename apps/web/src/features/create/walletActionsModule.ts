// The chunk `loadWalletActions` loads: /create's wallet actions from the SDK.
export { createCollection, listWithoutMinting, mintTokens, readMintTarget, walletErrorMessage } from '@vitrine/react'
