import type { VitrineUser } from '@vitrine/react'

/**
 * The signed-in wallet's address for display. `ethAddress` is stored lower-case (as Moralis keeps
 * it); a wallet user's default username is the same address checksummed (EIP-55), so that spelling
 * is shown when there is one, without loading a checksum function on every page.
 */
export function walletAddressOf(user: Pick<VitrineUser, 'username' | 'ethAddress'>): string | undefined {
  const { username, ethAddress } = user
  if (username && ethAddress && username.toLowerCase() === ethAddress.toLowerCase()) return username
  return ethAddress
}
