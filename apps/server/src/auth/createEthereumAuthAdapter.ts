import Parse from 'parse/node'
import { isAddressEqual, type PublicClient } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { parseEthereumAuthData, parseEthereumChallenge } from './ethereumAuthData.ts'
import { recoverPersonalSigner } from './recoverPersonalSigner.ts'
import type { SiweNonceStore } from './siweNonceStore.ts'

export type EthereumAuthAdapterDeps = {
  nonceStore: SiweNonceStore
  publicClient: Pick<PublicClient, 'verifyMessage'>
  /** Origin of the site; its host is the only SIWE `domain`, the origin the only `uri`. */
  siteUrl: string
  chainIds: readonly number[]
  nonceTtlSeconds: number
  statement?: string
}

type ParseUserLike = { get(key: 'authData'): { ethereum?: { id?: string } } | undefined }

const reject = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)

/**
 * Parse auth adapter `ethereum`: Sign-In with Ethereum (EIP-4361).
 * `challenge` issues the message with a server nonce; `validateAuthData` accepts it back only
 * signed by the address it names, for this site, on a served chain, in time, and once.
 */
export function createEthereumAuthAdapter(deps: EthereumAuthAdapterDeps) {
  const site = new URL(deps.siteUrl)
  const statement = deps.statement ?? 'Sign in to Vitrine with your wallet.'

  return {
    validateOptions() {},

    async challenge(challengeData: unknown) {
      const { address, chainId } = parseEthereumChallenge(challengeData)
      if (!deps.chainIds.includes(chainId)) throw reject(`Chain ${chainId} is not served here.`)
      const { nonce, expiresAt } = await deps.nonceStore.issue({ address, chainId, ttlSeconds: deps.nonceTtlSeconds })
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

    async validateAuthData(authData: unknown, _options: unknown, request?: { original?: ParseUserLike }) {
      const { id, message, signature } = parseEthereumAuthData(authData)
      const fields = parseSiweMessage(message)
      if (!fields.address || !fields.nonce || !fields.domain || !fields.uri || !fields.chainId) {
        throw reject('The sign-in message is not a complete Sign-In with Ethereum message.')
      }
      if (!isAddressEqual(fields.address, id)) throw reject('authData.ethereum.id is not the address that signs.')
      if (fields.domain !== site.host) throw reject(`The sign-in message is for ${fields.domain}, not this site.`)
      if (fields.uri !== site.origin) throw reject('The sign-in message URI is not this site.')
      if (!deps.chainIds.includes(fields.chainId)) throw reject(`Chain ${fields.chainId} is not served here.`)
      if (fields.version !== '1') throw reject('Only version 1 sign-in messages are accepted.')
      if (!validateSiweMessage({ message: fields, time: new Date() })) {
        throw reject('The sign-in message has expired or is not valid yet.')
      }
      if (!(await isSignedBy(deps.publicClient, id, message, signature))) {
        throw reject('The signature does not match the sign-in message and address.')
      }
      const nonce = await deps.nonceStore.consume({ nonce: fields.nonce, address: id, chainId: fields.chainId })
      if (nonce !== 'valid') throw reject(nonceProblem[nonce])
      // A returning user already has this address stored: nothing to write. Otherwise keep only the
      // address; the message and signature are spent.
      if (request?.original?.get('authData')?.ethereum?.id === id) return { doNotSave: true }
      return { save: { id } }
    },
  }
}

const nonceProblem = {
  unknown: 'The sign-in nonce is unknown or was already used. Request a new challenge.',
  expired: 'The sign-in nonce has expired. Request a new challenge.',
  'other-address': 'The sign-in nonce was issued for another address.',
  'other-chain': 'The sign-in nonce was issued for another chain.',
} as const

/**
 * An EOA signature is checked locally (no RPC). Anything else is asked of the chain, where viem
 * verifies ERC-1271 contract wallets and ERC-6492 counterfactual ones.
 */
async function isSignedBy(
  client: Pick<PublicClient, 'verifyMessage'>,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<boolean> {
  const signer = recoverPersonalSigner(message, signature)
  if (signer && isAddressEqual(signer, address)) return true
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
