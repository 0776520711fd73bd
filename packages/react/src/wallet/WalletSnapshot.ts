import type { EIP1193Provider, WalletClient } from 'viem'

/** The connected wallet, as `useWallet()` shows it; null when none is enabled. */
export type WalletSnapshot = {
  /** A viem WalletClient on the wallet's provider. */
  web3: WalletClient
  chainId: number
  account: `0x${string}`
  connector: { type: string; network: 'evm'; name: string }
  provider: EIP1193Provider
} | null

/** The chain the site serves: where sign-in happens and reads go. */
export type ChainSettings = { chainId: number; rpcUrl: string }
