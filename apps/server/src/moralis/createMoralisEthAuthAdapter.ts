import type { SignedMessageStore } from '@vitrine/db'
import Parse from 'parse/node'
import { getAddress, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { isSignedBy } from '../auth/isSignedBy.ts'
import type { SiweSignInCheck } from '../auth/siweSignInCheck.ts'
import type { MoralisSignInConfig } from '../config.ts'
import { parseMoralisEthAuthData, splitSigningData } from './moralisSigningData.ts'

export type MoralisEthAuthAdapterDeps = {
  appId: string
  /** The app's signing messages and whether stamped ones sign in at all (config.ts). */
  signIn: MoralisSignInConfig
  publicClient: Pick<PublicClient, 'call'>
  signedMessages: SignedMessageStore
  /** The SIWE checks, for a Vitrine challenge signed through `authenticate({ signingMessage })`. */
  checkSiweSignIn: SiweSignInCheck
  now?: () => number
}

/** How old a getServerTime stamp may be (PRODUCT.md §8), and how far ahead (clocks of several servers). */
export const MAX_STAMP_AGE_MS = 2 * 60_000
const MAX_STAMP_AHEAD_MS = 5_000

type ParseUserLike = { get(key: 'authData'): { moralisEth?: { id?: string } } | undefined }

const reject = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)

/**
 * Parse auth adapter `moralisEth`, as moralis-v1 signs in (`authData: { id, signature, data }`).
 * `data` is a Vitrine Sign-In with Ethereum challenge (then every SIWE check applies: it names
 * this site and a nonce this server issued), or — the legacy stamp, unless turned off — one of the
 * app's signing messages exactly, stamped with this app's id and a fresh server time. A text
 * written by another site that merely ends in the stamp is refused: a phishing page could have
 * it signed for any purpose. The signature must be by `id` (an EOA, or a contract wallet by
 * ERC-1271 / ERC-6492), and each `data` is accepted once.
 */
export function createMoralisEthAuthAdapter(deps: MoralisEthAuthAdapterDeps) {
  const now = deps.now ?? Date.now

  const checkStamp = (stamp: { appId: string; dateTime: number }) => {
    if (stamp.appId !== deps.appId) {
      throw reject(`The signed message is for app "${stamp.appId}", not this server's app "${deps.appId}".`)
    }
    const age = now() - stamp.dateTime
    if (age > MAX_STAMP_AGE_MS) {
      throw reject('The signed message has expired: its server time is over 2 minutes old. Sign in again.')
    }
    if (age < -MAX_STAMP_AHEAD_MS) throw reject('The signed message has a server time in the future.')
  }

  return {
    validateOptions() {},

    /** Parse finds users by the exact id: every letter case of an address is one user. */
    beforeFind(authData: { id?: unknown } | null) {
      if (authData && typeof authData.id === 'string') authData.id = authData.id.toLowerCase()
    },

    async validateAuthData(authData: unknown, _options: unknown, request?: { original?: ParseUserLike }) {
      const { id, signature, data } = parseMoralisEthAuthData(authData)
      const address = getAddress(id)
      const { message, stamp } = splitSigningData(data)
      if (stamp) checkStamp(stamp)
      if (parseSiweMessage(message).address) {
        // A Vitrine challenge: its nonce makes it single-use, and it carries its own time window.
        await deps.checkSiweSignIn({ provider: 'moralisEth', id: address, message, signature, signed: data })
      } else {
        if (!deps.signIn.legacyStamp) {
          throw reject(
            'This server accepts only its own Sign-In with Ethereum challenge as the signed message: ask /challenge and pass its message as signingMessage.',
          )
        }
        if (!stamp) {
          throw reject(
            'The signed message has no "Id: <appId>:<server time>" line: sign the text moralis-v1 makes with getServerTime.',
          )
        }
        if (!deps.signIn.messages.includes(message)) {
          throw reject(
            "The signed message is not one of this app's signing messages (MORALIS_SIGNING_MESSAGES): sign in from the app itself.",
          )
        }
        if (!(await isSignedBy(deps.publicClient, address, data, signature))) {
          throw reject('The signature does not match the signed message and address.')
        }
        // Kept a minute past the moment it would be refused as stale anyway.
        const expiresAt = new Date(stamp.dateTime + MAX_STAMP_AGE_MS + 60_000)
        if (!(await deps.signedMessages.spend(id, data, expiresAt))) {
          throw reject('The signed message was already used. Sign in again.')
        }
      }
      // A returning user already has this address stored: nothing to write. Otherwise keep only the
      // address; the data and signature are spent.
      if (request?.original?.get('authData')?.moralisEth?.id === id) return { doNotSave: true }
      return { save: { id } }
    },
  }
}
