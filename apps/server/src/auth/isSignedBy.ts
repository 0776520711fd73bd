import { isAddressEqual, type PublicClient } from 'viem'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { recoverPersonalSigner } from './recoverPersonalSigner.ts'
import { verifyContractSignature } from './verifyContractSignature.ts'

/**
 * Whether `address` signed `message` (EIP-191 personal message). An EOA signature is checked
 * locally (no RPC). Anything else is asked of the chain (ERC-1271 contract wallets, ERC-6492
 * counterfactual ones). A node that does not answer is no verdict on the signature: the sign-in
 * fails as temporarily unavailable. Both wallet sign-ins (`ethereum` and `moralisEth`) call this
 * one function.
 */
export async function isSignedBy(
  client: Pick<PublicClient, 'call'>,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<boolean> {
  const signer = recoverPersonalSigner(message, signature)
  if (signer && isAddressEqual(signer, address)) return true
  try {
    return await verifyContractSignature(client, { address, message, signature })
  } catch (error) {
    throw temporarilyUnavailable('Signing in with a contract wallet', error)
  }
}
