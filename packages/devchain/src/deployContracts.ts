import { collectionFactoryAbi, collectionFactoryBytecode } from '@vitrine/contracts'
import { type Address, getAddress, type Hex, keccak256, type PublicClient, pad } from 'viem'
import { type DeployerClients, deploy, send } from './deployerWrites.ts'
import type { Deployment, MarketContracts, StoredDeployment } from './deployment.ts'
import { deploySwapContracts } from './deploySwapContracts.ts'
import { conduitControllerArtifact, seaportArtifact, weth9Artifact } from './seaportArtifacts.ts'

/**
 * Seaport 1.6 with its conduit controller, our collection factory, the market's conduit and WETH,
 * and the swap contracts (Uniswap V2, the demo token and its pool).
 */
export async function deployContracts(clients: DeployerClients): Promise<Deployment> {
  const startBlock = Number(await clients.public.getBlockNumber())
  const conduitController = await deploy(clients, conduitControllerArtifact.abi, conduitControllerArtifact.bytecode)
  const seaport = await deploy(clients, seaportArtifact.abi, seaportArtifact.bytecode, [conduitController])
  const factory = await deployCollectionFactory(clients)
  const base = { chainId: await clients.public.getChainId(), seaport, conduitController, ...factory, startBlock }
  const market = await deployMarketContracts(clients, base)
  return { ...base, ...market, ...(await deploySwapContracts(clients, market)) }
}

/** The code the collection factory is built from now (its collections' contracts included). */
export const COLLECTION_FACTORY_CODE = keccak256(collectionFactoryBytecode)

/** A collection factory from the code compiled now. */
export async function deployCollectionFactory(
  clients: DeployerClients,
): Promise<Pick<Deployment, 'collectionFactory' | 'collectionFactoryCode'>> {
  const collectionFactory = await deploy(clients, collectionFactoryAbi, collectionFactoryBytecode)
  return { collectionFactory, collectionFactoryCode: COLLECTION_FACTORY_CODE }
}

/**
 * A conduit made through the conduit controller, open to Seaport (its key: the deployer's address
 * then 1, as the controller requires the creator's address first), and WETH9.
 */
export async function deployMarketContracts(
  clients: DeployerClients,
  deployment: Pick<Deployment, 'seaport' | 'conduitController'>,
): Promise<MarketContracts> {
  const owner = clients.wallet.account.address
  const conduitKey = `${owner.toLowerCase()}${'0'.repeat(23)}1` as Hex
  const controller = { address: deployment.conduitController, abi: conduitControllerArtifact.abi }
  const [conduit, exists] = (await clients.public.readContract({
    ...controller,
    functionName: 'getConduit',
    args: [conduitKey],
  })) as [Address, boolean]
  if (!exists) await send(clients, { ...controller, functionName: 'createConduit', args: [conduitKey, owner] })
  const open = await clients.public.readContract({
    ...controller,
    functionName: 'getChannelStatus',
    args: [conduit, deployment.seaport],
  })
  if (!open)
    await send(clients, { ...controller, functionName: 'updateChannel', args: [conduit, deployment.seaport, true] })
  const weth = await deploy(clients, weth9Artifact.abi, weth9Artifact.bytecode)
  return { conduitKey: pad(conduitKey, { size: 32 }), conduit: getAddress(conduit), weth }
}

const hasCode = async (client: PublicClient, address: Address | undefined) => {
  if (!address) return false
  const code = await client.getCode({ address })
  return Boolean(code && code !== '0x')
}

/** True when the core contracts of `deployment` have code on this chain (a kept chain, not a new one). */
export async function isDeployed(client: PublicClient, deployment: StoredDeployment): Promise<boolean> {
  const codes = await Promise.all(
    [deployment.seaport, deployment.conduitController, deployment.collectionFactory].map((a) => hasCode(client, a)),
  )
  return (await client.getChainId()) === deployment.chainId && codes.every(Boolean)
}

/** True when the market's conduit and WETH of `deployment` are there too (a chain deployed before them is not). */
export async function hasMarketContracts(client: PublicClient, deployment: StoredDeployment): Promise<boolean> {
  return (await hasCode(client, deployment.conduit)) && (await hasCode(client, deployment.weth))
}

/** True when the swap contracts of `deployment` are there too (a chain deployed before them is not). */
export async function hasSwapContracts(client: PublicClient, deployment: StoredDeployment): Promise<boolean> {
  const codes = await Promise.all(
    [deployment.swapFactory, deployment.swapRouter, deployment.demoToken].map((a) => hasCode(client, a)),
  )
  return codes.every(Boolean)
}
