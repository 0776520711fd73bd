import Parse from 'parse/node'
import type { LocalAccount } from 'viem'
import { inject } from 'vitest'
import { rest } from './parseClient.ts'

export type EthereumAuthData = { id: string; message: string; signature: string }

/**
 * POST /challenge → the server's EIP-4361 message and nonce for this address and chain; `origin`
 * is the page's origin a browser would send.
 */
export async function requestChallenge(address: string, chainId = inject('stack').chainId, origin?: string) {
  const body = { challengeData: { ethereum: { address, chainId } } }
  const response = await rest('POST', '/challenge', body, undefined, origin ? { Origin: origin } : {})
  if (response.status !== 200) throw new Error(`challenge failed: ${JSON.stringify(response.body)}`)
  return (response.body as { challengeData: { ethereum: { message: string; nonce: string } } }).challengeData.ethereum
}

/** The whole wallet sign-in as a site does it: challenge, sign, log in with `authData`. */
export async function signInWithWallet(account: LocalAccount) {
  const { message } = await requestChallenge(account.address)
  const signature = await account.signMessage({ message })
  return logInWithEthereum({ id: account.address, message, signature })
}

export function logInWithEthereum(authData: EthereumAuthData) {
  return Parse.User.logInWith('ethereum', { authData })
}

/** Sessions the user with this wallet address holds (0 when there is no such user). */
export async function sessionCount(address: string): Promise<number> {
  const user = await new Parse.Query(Parse.User)
    .equalTo('ethAddress', address.toLowerCase())
    .first({ useMasterKey: true })
  if (!user) return 0
  return new Parse.Query(Parse.Session).equalTo('user', user).count({ useMasterKey: true })
}
