import { getAddress, isAddress } from 'viem'
import { ServerError } from '../ServerError.ts'

/**
 * One wallet is one account, whichever provider signed it in: SIWE (`ethereum`, id checksummed)
 * or Moralis (`moralisEth`, id lower-case). A user's authData holds the wallet under both, so
 * Parse finds the user by either; `ethAddress` and `accounts` hold it lower-case, as Moralis does.
 */
export const WALLET_PROVIDERS = ['ethereum', 'moralisEth'] as const
export type WalletProvider = (typeof WALLET_PROVIDERS)[number]

type ProviderEntry = { id?: unknown } | null | undefined
export type AuthDataLike = Record<string, ProviderEntry> | null | undefined
/** A wallet address, lower-case. */
export type Wallet = `0x${string}`

export class WalletConflictError extends ServerError {
  override name = 'WalletConflictError'
}

/** The address an entry names (lower-case), null for an unlink, undefined when it names none. */
function addressOf(entry: ProviderEntry): Wallet | null | undefined {
  if (entry === null) return null
  const id = entry?.id
  return typeof id === 'string' && isAddress(id, { strict: false }) ? (id.toLowerCase() as Wallet) : undefined
}

/** The wallet stored authData holds under either provider, or null. */
export function walletOf(authData: AuthDataLike): Wallet | null {
  for (const provider of WALLET_PROVIDERS) {
    const address = addressOf(authData?.[provider])
    if (address) return address
  }
  return null
}

/** Each provider's entry for a wallet, in that provider's letter case. */
export function walletEntries(wallet: Wallet | null): Record<WalletProvider, { id: string } | null> {
  return {
    ethereum: wallet ? { id: getAddress(wallet) } : null,
    moralisEth: wallet ? { id: wallet } : null,
  }
}

export type WalletSave = {
  /** The wallet the user has once the save is done. */
  wallet: Wallet | null
  /** Provider entries to write so that both name that wallet (empty when they already do). */
  authData: Partial<Record<WalletProvider, { id: string } | null>>
}

/**
 * What a save does to the user's wallet. `incoming` is the save's authData (only the providers it
 * changes, or all echoed back), `stored` the user's before it (undefined for a new user). A
 * provider linked to another address than the stored wallet replaces it, under both providers;
 * either provider unlinked (null) unlinks both; two providers naming two new wallets conflict.
 */
export function resolveWalletSave(incoming: AuthDataLike, stored: AuthDataLike): WalletSave {
  const before = walletOf(stored)
  const named = WALLET_PROVIDERS.filter((p) => incoming && p in incoming).map((p) => addressOf(incoming?.[p]))
  const changed = [...new Set(named.filter((a): a is Wallet => typeof a === 'string' && a !== before))]
  if (changed.length > 1) {
    throw new WalletConflictError('authData.ethereum and authData.moralisEth name different wallets.')
  }
  const wallet = changed[0] ?? (named.includes(null) ? null : before)
  const wanted = walletEntries(wallet)
  const authData: WalletSave['authData'] = {}
  for (const provider of WALLET_PROVIDERS) {
    const have = addressOf(stored?.[provider]) ?? null
    const want = wanted[provider]
    // Compared by the address, then by the exact id: an old row may hold another letter case.
    const same = want === null ? have === null : have === wallet && stored?.[provider]?.id === want.id
    if (!same) authData[provider] = want
  }
  return { wallet, authData }
}
