import Parse from 'parse/node'
import { createSiweMessage } from 'viem/siwe'
import type { EarlySignInChecks, SignInRequest } from './earlySignInChecks.ts'
import { parseEthereumAuthData, parseEthereumChallenge } from './ethereumAuthData.ts'
import { siteOrigins } from './siteOrigins.ts'
import type { SiweNonceStore } from './siweNonceStore.ts'
import type { SiweSignInCheck } from './siweSignInCheck.ts'

export type EthereumAuthAdapterDeps = {
  nonceStore: SiweNonceStore
  /** Every check of a signed message (shared with the `moralisEth` adapter). */
  checkSiweSignIn: SiweSignInCheck
  /** Checks started as the request arrived, whose verdict is awaited instead of checking again. */
  earlyChecks?: Pick<EarlySignInChecks, 'take'>
  /**
   * Origin of the site, which challenges name; a site on a loopback host is named as the browser
   * reached it, by any of its loopback names (see siteOrigins).
   */
  siteUrl: string
  chainIds: readonly number[]
  nonceTtlSeconds: number
  statement?: string
}

type ParseUserLike = { get(key: 'authData'): { ethereum?: { id?: string } } | undefined }
/** What Parse passes a challenge of the request: its headers. */
type ChallengeRequest = { headers?: Record<string, string | string[] | undefined> }

const reject = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)

/**
 * Parse auth adapter `ethereum`: Sign-In with Ethereum (EIP-4361).
 * `challenge` issues the message with a server nonce; `validateAuthData` accepts it back only
 * signed by the address it names, for this site, on a served chain, in time, and once.
 */
export function createEthereumAuthAdapter(deps: EthereumAuthAdapterDeps) {
  const sites = siteOrigins(deps.siteUrl).map((origin) => new URL(origin))
  const statement = deps.statement ?? 'Sign in to Vitrine with your wallet.'

  return {
    validateOptions() {},

    async challenge(challengeData: unknown, _authData: unknown, _options: unknown, request?: ChallengeRequest) {
      const { address, chainId } = parseEthereumChallenge(challengeData)
      // The message names the origin the browser is at, so its wallet sees the site it is on.
      const site = sites.find((origin) => origin.origin === request?.headers?.origin) ?? (sites[0] as URL)
      if (!deps.chainIds.includes(chainId)) throw reject(`Chain ${chainId} is not served here.`)
      const { nonce, expiresAt } = deps.nonceStore.issue({ address, chainId, ttlSeconds: deps.nonceTtlSeconds })
      const message = createSiweMessage({
        domain: site.host,
        uri: site.origin,
        address,
        chainId,
        nonce,
        statement,
        version: '1',
        issuedAt: new Date(),
        expirationTime: expiresAt,
      })
      return { message, nonce }
    },

    async validateAuthData(
      authData: unknown,
      _options: unknown,
      request?: SignInRequest & { original?: ParseUserLike },
    ) {
      const parsed = parseEthereumAuthData(authData)
      const { id } = parsed
      await (deps.earlyChecks?.take(parsed, request) ?? deps.checkSiweSignIn({ provider: 'ethereum', ...parsed }))
      // A returning user already has this address stored: nothing to write. Otherwise keep only the
      // address; the message and signature are spent.
      if (request?.original?.get('authData')?.ethereum?.id === id) return { doNotSave: true }
      return { save: { id } }
    },
  }
}
