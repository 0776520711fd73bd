import Parse from 'parse/node'
import { isAddressEqual, type PublicClient } from 'viem'
import { createSiweMessage, parseSiweMessage, type SiweMessage, validateSiweMessage } from 'viem/siwe'
import { isSignedBy } from './isSignedBy.ts'
import { siteOrigins } from './siteOrigins.ts'
import type { SiweNonceStore } from './siweNonceStore.ts'

export type SiweSignInCheckDeps = {
  nonceStore: SiweNonceStore
  publicClient: Pick<PublicClient, 'call'>
  /**
   * Origin of the site: its host is the SIWE `domain`, the origin the `uri`; a site on a loopback
   * host may be named by any of its loopback names, same port (see siteOrigins).
   */
  siteUrl: string
  chainIds: readonly number[]
}

export type SiweSignIn = {
  /** The auth provider whose `authData.<provider>.id` names the address, for error messages. */
  provider: string
  /** The address signing in, checksummed. */
  id: `0x${string}`
  /** The EIP-4361 message from POST /challenge. */
  message: string
  signature: `0x${string}`
  /** What was signed: the message itself, or a text made from it (a Moralis sign-in adds a line). */
  signed?: string
}

const reject = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)

/**
 * Every check of a Sign-In with Ethereum message: signed by the address it names, for this site,
 * on a served chain, in time, and once (its nonce is spent). Throws a Parse error naming the
 * first reason it fails. Shared by the `ethereum` and `moralisEth` auth adapters.
 */
export function createSiweSignInCheck(deps: SiweSignInCheckDeps) {
  const sites = siteOrigins(deps.siteUrl).map((origin) => new URL(origin))
  return async function checkSiweSignIn({ provider, id, message, signature, signed = message }: SiweSignIn) {
    const fields: Partial<SiweMessage> = parseSiweMessage(message)
    if (!fields.address || !fields.nonce || !fields.domain || !fields.uri || !fields.chainId) {
      throw reject('The sign-in message is not a complete Sign-In with Ethereum message.')
    }
    // Exactly the message /challenge wrote, nothing before, between or after its fields: a wallet
    // shows it as a sign-in to this site, not as some other text that happens to contain one.
    if (!isExactSiweMessage(message, fields as SiweMessage)) {
      throw reject('The sign-in message is not exactly a Sign-In with Ethereum message: sign the challenge as it came.')
    }
    if (!isAddressEqual(fields.address, id)) throw reject(`authData.${provider}.id is not the address that signs.`)
    const site = sites.find((origin) => origin.host === fields.domain)
    if (!site) throw reject(`The sign-in message is for ${fields.domain}, not this site.`)
    if (fields.uri !== site.origin) throw reject('The sign-in message URI is not this site.')
    if (!deps.chainIds.includes(fields.chainId)) throw reject(`Chain ${fields.chainId} is not served here.`)
    if (fields.version !== '1') throw reject('Only version 1 sign-in messages are accepted.')
    if (!validateSiweMessage({ message: fields, time: new Date() })) {
      throw reject('The sign-in message has expired or is not valid yet.')
    }
    if (!(await isSignedBy(deps.publicClient, id, signed, signature))) {
      throw reject('The signature does not match the sign-in message and address.')
    }
    const nonce = await deps.nonceStore.consume({ nonce: fields.nonce, address: id, chainId: fields.chainId })
    if (nonce !== 'valid') throw reject(nonceProblem[nonce])
  }
}

function isExactSiweMessage(message: string, fields: SiweMessage): boolean {
  try {
    return createSiweMessage(fields) === message
  } catch {
    // A field createSiweMessage refuses (a malformed URI or domain): not a message it could write.
    return false
  }
}

export type SiweSignInCheck = ReturnType<typeof createSiweSignInCheck>

const nonceProblem = {
  unknown: 'The sign-in nonce is unknown or was already used. Request a new challenge.',
  expired: 'The sign-in nonce has expired. Request a new challenge.',
  'other-address': 'The sign-in nonce was issued for another address or chain. Request a new challenge.',
} as const
