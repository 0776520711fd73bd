import Parse from 'parse/node'
import { getAddress, type Hex, isAddress, isHex } from 'viem'

export type EthereumAuthData = { id: `0x${string}`; message: string; signature: Hex }

const MAX_MESSAGE_LENGTH = 4096
// ERC-6492 wrapped signatures carry deploy data, so they are longer than 65 bytes; cap them anyway.
const MAX_SIGNATURE_LENGTH = 2 + 2 * 16_384

// Malformed input is a 400 (VALIDATION_ERROR); a well-formed but refused sign-in is Parse's 101.
const reject = (message: string) => new Parse.Error(Parse.Error.VALIDATION_ERROR, message)

/** Checks the shape of `authData.ethereum` sent by a client, before anything is done with it. */
export function parseEthereumAuthData(authData: unknown): EthereumAuthData {
  if (typeof authData !== 'object' || authData === null) throw reject('authData.ethereum must be an object.')
  const { id, message, signature } = authData as Record<string, unknown>
  if (typeof id !== 'string' || !isAddress(id, { strict: false })) {
    throw reject('authData.ethereum.id must be an Ethereum address.')
  }
  if (id !== getAddress(id)) throw reject('authData.ethereum.id must be the checksummed address.')
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_LENGTH) {
    throw reject('authData.ethereum.message must be the Sign-In with Ethereum message from /challenge.')
  }
  if (
    typeof signature !== 'string' ||
    !isHex(signature) ||
    signature.length < 4 ||
    signature.length > MAX_SIGNATURE_LENGTH
  ) {
    throw reject('authData.ethereum.signature must be a hex signature.')
  }
  return { id, message, signature }
}

/** Checks `challengeData.ethereum` of a POST /challenge. */
export function parseEthereumChallenge(challengeData: unknown): { address: `0x${string}`; chainId: number } {
  if (typeof challengeData !== 'object' || challengeData === null) {
    throw reject('challengeData.ethereum must be an object with address and chainId.')
  }
  const { address, chainId } = challengeData as Record<string, unknown>
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw reject('challengeData.ethereum.address must be an Ethereum address.')
  }
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw reject('challengeData.ethereum.chainId must be a positive integer.')
  }
  return { address: getAddress(address), chainId }
}
