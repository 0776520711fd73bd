import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { devAccount, seedDemo } from './demo/seedDemo.ts'
import { deployContracts, isDeployed } from './deployContracts.ts'
import { type Deployment, readDeployment, writeDeployment } from './deployment.ts'
import { walletFor } from './walletFor.ts'

export type PrepareChainParameters = {
  rpcUrl: string
  /** Where deployment.json and the demo assets are kept. */
  dataDir: string
  /** URL under which the backend serves `<dataDir>/demo`. */
  assetsBaseUrl: string
  /** Seed demo collections on a chain that has just been deployed to. */
  seed: boolean
  log: (line: string) => void
}

/**
 * Makes a chain ready for Vitrine: deploys Seaport, its conduit controller and the collection
 * factory unless this chain already has them (a kept anvil state), and seeds the demo on a new one.
 */
export async function prepareChain(parameters: PrepareChainParameters): Promise<Deployment> {
  const file = join(parameters.dataDir, 'deployment.json')
  // A local chain mines at once: poll for receipts every 50 ms, not viem's default 4 s.
  const client = createPublicClient({ transport: http(parameters.rpcUrl), pollingInterval: 50 })
  const known = readDeployment(file)
  if (known && (await isDeployed(client, known))) return known

  const deployer = walletFor(devAccount(0), parameters.rpcUrl, await client.getChainId())
  const deployment = await deployContracts({ wallet: deployer, public: client })
  parameters.log(`deployed Seaport ${deployment.seaport}, factory ${deployment.collectionFactory}`)
  if (parameters.seed) {
    await seedDemo({
      client,
      rpcUrl: parameters.rpcUrl,
      deployment,
      assetsDir: join(parameters.dataDir, 'demo'),
      assetsBaseUrl: parameters.assetsBaseUrl,
      log: parameters.log,
    })
  }
  writeDeployment(file, deployment)
  return deployment
}
