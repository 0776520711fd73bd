import type { EIP1193Provider, WalletClient } from 'viem'

/** The connected wallet, as `useWallet()` shows it; null when none is enabled. */
export type WalletSnapshot = {
  /** A viem WalletClient on the wallet's provider. */
  web3: WalletClient
  chainId: number
  account: `0x${string}`
  /** `type` is wagmi's (`injected` …), or `DEV_CONNECTOR_TYPE` for a dev account. */
  connector: { type: string; network: 'evm'; name: string }
  provider: EIP1193Provider
} | null

/** The chain the site serves: where sign-in happens and reads go. */
export type ChainSettings = { chainId: number; rpcUrl: string }

/**
 * Which wallet `enableWeb3` connects: the browser's (default), or `devAccount`, one of the
 * accounts the chain node holds unlocked (`useDevAccounts`), for trying the site on a local chain.
 */
export type WalletChoice = { devAccount?: `0x${string}` }

/** The connector type of a dev account's wallet (see `WalletChoice`). */
export const DEV_CONNECTOR_TYPE = 'devAccount'
