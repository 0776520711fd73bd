import Parse from 'parse/node'
import { type Hex, isAddress, isHex } from 'viem'

/** `authData.moralisEth` as `Moralis.authenticate()`, `link()` and `unlink()` send it. */
export type MoralisEthAuthData = {
  /** The signing address, lower-case (as Moralis stores it). */
  id: `0x${string}`
  signature: Hex
  /** What was signed: `<message>\n\nId: <appId>:<dateTime>` (moralis-v1's createSigningData). */
  data: string
}

/** The parts of `data`: the app's message, and the stamp moralis-v1 appends from getServerTime. */
export type SigningDataParts = { message: string; stamp: { appId: string; dateTime: number } | null }

const MAX_DATA_LENGTH = 4096
// ERC-6492 wrapped signatures carry deploy data, so they are longer than 65 bytes; cap them anyway.
const MAX_SIGNATURE_LENGTH = 2 + 2 * 16_384
const STAMP = /\n\nId: ([^\n]*):(\d{1,16})$/

// Malformed input is a 400 (VALIDATION_ERROR); a well-formed but refused sign-in is Parse's 101.
const invalid = (message: string) => new Parse.Error(Parse.Error.VALIDATION_ERROR, message)

/** Checks the shape of `authData.moralisEth` sent by a client, before anything is done with it. */
export function parseMoralisEthAuthData(authData: unknown): MoralisEthAuthData {
  if (typeof authData !== 'object' || authData === null) throw invalid('authData.moralisEth must be an object.')
  const { id, signature, data } = authData as Record<string, unknown>
  if (typeof id !== 'string' || !isAddress(id, { strict: false })) {
    throw invalid('authData.moralisEth.id must be an Ethereum address.')
  }
  if (typeof data !== 'string' || data.length === 0 || data.length > MAX_DATA_LENGTH) {
    throw invalid(`authData.moralisEth.data must be the signed text (at most ${MAX_DATA_LENGTH} characters).`)
  }
  if (
    typeof signature !== 'string' ||
    !isHex(signature) ||
    signature.length < 4 ||
    signature.length > MAX_SIGNATURE_LENGTH
  ) {
    throw invalid('authData.moralisEth.signature must be a hex signature.')
  }
  return { id: id.toLowerCase() as `0x${string}`, signature, data }
}

/** Splits `data` into the app's message and the `Id: <appId>:<dateTime>` stamp, if it has one. */
export function splitSigningData(data: string): SigningDataParts {
  const match = STAMP.exec(data)
  if (!match) return { message: data, stamp: null }
  return {
    message: data.slice(0, match.index),
    stamp: { appId: match[1] as string, dateTime: Number(match[2]) },
  }
}
