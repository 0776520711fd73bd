import { collectionFactoryAbi, collectionFactoryBytecode } from '@vitrine/contracts'
import { type Abi, type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { Deployment } from './deployment.ts'
import { conduitControllerArtifact, seaportArtifact } from './seaportArtifacts.ts'
import type { walletFor } from './walletFor.ts'

type Clients = { wallet: ReturnType<typeof walletFor>; public: PublicClient }

async function deploy(clients: Clients, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
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

/** Seaport 1.6 with its conduit controller, and our collection factory. */
export async function deployContracts(clients: Clients): Promise<Deployment> {
  const startBlock = Number(await clients.public.getBlockNumber())
  const conduitController = await deploy(clients, conduitControllerArtifact.abi, conduitControllerArtifact.bytecode)
  const seaport = await deploy(clients, seaportArtifact.abi, seaportArtifact.bytecode, [conduitController])
  const collectionFactory = await deploy(clients, collectionFactoryAbi, collectionFactoryBytecode)
  return { chainId: await clients.public.getChainId(), seaport, conduitController, collectionFactory, startBlock }
}

/** True when every contract of `deployment` has code on this chain (a kept chain, not a new one). */
export async function isDeployed(client: PublicClient, deployment: Deployment): Promise<boolean> {
  const codes = await Promise.all(
    [deployment.seaport, deployment.conduitController, deployment.collectionFactory].map((address) =>
      client.getCode({ address }),
    ),
  )
  return (await client.getChainId()) === deployment.chainId && codes.every((code) => code && code !== '0x')
}
