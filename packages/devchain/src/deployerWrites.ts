import { type Abi, type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { walletFor } from './walletFor.ts'

/** The deployer's wallet, and a client to wait for its transactions with. */
export type DeployerClients = { wallet: ReturnType<typeof walletFor>; public: PublicClient }

/** Deploys a contract and waits for it to be mined: its address. */
export async function deploy(
  clients: DeployerClients,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[] = [],
): Promise<Address> {
  const hash = await clients.wallet.deployContract({
    abi,
    bytecode,
    args,
    account: clients.wallet.account,
    chain: null,
  })
  const receipt = await clients.public.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error(`deployment ${hash} created no contract`)
  return getAddress(receipt.contractAddress)
}

/** Sends a contract call and waits for it to be mined; a revert throws. */
export async function send(
  clients: DeployerClients,
  call: { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; value?: bigint },
) {
  const hash = await clients.wallet.writeContract({ ...call, account: clients.wallet.account, chain: null })
  const receipt = await clients.public.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${call.functionName} ${hash} reverted`)
}
