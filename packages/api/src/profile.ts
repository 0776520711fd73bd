/**
 * An address's public profile, the answer of the cloud function `getProfile({ address })`: only
 * what the backend publishes of an account. `username` is null when no account has the address,
 * or when its owner has not chosen a name (a wallet user is named after their address until then).
 */
export type Profile = {
  /** Checksummed. */
  address: `0x${string}`
  username: string | null
}
