import { createSignedMessageStore } from '@vitrine/db'
import type pg from 'pg'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../config.ts'
import { createMoralisEthAuthAdapter } from '../moralis/createMoralisEthAuthAdapter.ts'
import { createEthereumAuthAdapter } from './createEthereumAuthAdapter.ts'
import { createEarlySignInChecks } from './earlySignInChecks.ts'
import { createSiweNonceStore } from './siweNonceStore.ts'
import { createSiweSignInCheck } from './siweSignInCheck.ts'

/**
 * Wallet sign-in: Parse's two auth adapters (`ethereum`, Sign-In with Ethereum; `moralisEth`,
 * moralis-v1's) over one SIWE check and nonce store, and the checks run before Parse.
 */
export function createWalletSignIn(config: ServerConfig, pool: pg.Pool, publicClient: PublicClient) {
  const nonceStore = createSiweNonceStore(pool, { secret: `siwe-nonce:${config.masterKey}` })
  const checkSiweSignIn = createSiweSignInCheck({
    nonceStore,
    publicClient,
    siteUrl: config.siteUrl,
    chainIds: [config.chainId],
  })
  const earlyChecks = createEarlySignInChecks(checkSiweSignIn)
  const ethereumAuthAdapter = createEthereumAuthAdapter({
    nonceStore,
    checkSiweSignIn,
    earlyChecks,
    siteUrl: config.siteUrl,
    chainIds: [config.chainId],
    nonceTtlSeconds: config.siweNonceTtlSeconds,
  })
  const moralisEthAuthAdapter = createMoralisEthAuthAdapter({
    appId: config.appId,
    signIn: config.moralisSignIn,
    publicClient,
    signedMessages: createSignedMessageStore(pool),
    checkSiweSignIn,
  })
  return { earlyChecks, ethereumAuthAdapter, moralisEthAuthAdapter }
}
