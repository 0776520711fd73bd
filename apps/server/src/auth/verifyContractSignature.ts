import { isRefusedByChain } from '@vitrine/rpc'
import {
  type Address,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  hashMessage,
  hexToBool,
  type PublicClient,
} from 'viem'

export type VerifyContractSignatureParameters = { address: Address; message: string; signature: Hex }

/**
 * Asks the chain whether the wallet at `address` signed `message` (EIP-191): ERC-1271 for a
 * deployed contract wallet, ERC-6492 for one not deployed yet (its signature carries the factory
 * call), through the universal validator run as a deployless `eth_call`, as viem's
 * `verifyMessage` does. Unlike `verifyMessage`, which answers false when the node cannot be
 * reached, only the chain's own answer decides here: true, false, or a revert (false). An RPC
 * failure is thrown.
 */
export async function verifyContractSignature(
  client: Pick<PublicClient, 'call'>,
  { address, message, signature }: VerifyContractSignatureParameters,
): Promise<boolean> {
  const data = encodeDeployData({
    abi: erc6492SignatureValidatorAbi,
    bytecode: erc6492SignatureValidatorByteCode,
    args: [address, hashMessage(message), signature],
  })
  try {
    const { data: valid } = await client.call({ data })
    return valid !== undefined && valid !== '0x' && hexToBool(valid)
  } catch (error) {
    if (isRefusedByChain(error)) return false
    throw error
  }
}
