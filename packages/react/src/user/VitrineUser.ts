/** A signed-in user as the backend returns it (`/users/me`): Parse fields plus any others. */
export type VitrineUser = {
  objectId: string
  sessionToken: string
  username?: string
  email?: string
  /** Checksummed address of the linked wallet, set by the server on wallet sign-in. */
  ethAddress?: `0x${string}`
  /** Every linked wallet address. */
  accounts?: `0x${string}`[]
  createdAt?: string
  updatedAt?: string
  [field: string]: unknown
}
