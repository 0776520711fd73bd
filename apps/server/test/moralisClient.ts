import Moralis from 'moralis-v1/node'
import type { Hex } from 'viem'
import { inject } from 'vitest'

/**
 * The seed's own SDK, moralis-v1, pointed at the test backend as a Moralis app would be: only
 * `serverUrl` and `appId` set. In Node the current user must be allowed explicitly.
 */
export async function moralisClient() {
  const stack = inject('stack')
  Moralis.User.enableUnsafeCurrentUser()
  await Moralis.start({ serverUrl: stack.serverUrl, appId: stack.appId })
  return Moralis
}

/**
 * Options of Moralis.authenticate() / enableWeb3() that sign in Node: moralis-v1's own `network`
 * connector on anvil, signing with a private key (an ethers Wallet inside the SDK).
 */
export function nodeWallet(privateKey: Hex) {
  const stack = inject('stack')
  return {
    provider: 'network' as const,
    chainId: stack.chainId,
    urls: { [stack.chainId]: stack.rpcUrl },
    privateKey,
  }
}
