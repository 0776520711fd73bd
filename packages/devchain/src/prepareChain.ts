import { join } from 'node:path'
import { type Address, createPublicClient, http } from 'viem'
import { devAccount, seedDemo } from './demo/seedDemo.ts'
import { seedLazyOrders } from './demo/seedLazyOrders.ts'
import { seedOrders } from './demo/seedOrders.ts'
import {
  COLLECTION_FACTORY_CODE,
  deployCollectionFactory,
  deployContracts,
  deployMarketContracts,
  hasMarketContracts,
  hasSwapContracts,
  isDeployed,
} from './deployContracts.ts'
import {
  type Deployment,
  type MarketContracts,
  readDeployment,
  type SwapContracts,
  writeDeployment,
} from './deployment.ts'
import { deploySwapContracts } from './deploySwapContracts.ts'
import { walletFor } from './walletFor.ts'

export type PrepareChainParameters = {
  rpcUrl: string
  /** Where deployment.json and the demo assets are kept. */
  dataDir: string
  /** URL under which the backend serves `<dataDir>/demo`. */
  assetsBaseUrl: string
  /** Seed demo collections on a chain that has just been deployed to. */
  seed: boolean
  /** The marketplace fee the demo orders pay (none by default). */
  fee?: { recipient: Address | null; bps: number }
  log: (line: string) => void
}

/** Signed demo orders waiting to be posted to the order book (npm start posts them, then removes the file). */
export const SEED_ORDERS_FILE = 'seed-orders.json'
/** The demo's lazy-mint vouchers (the `rarible` source), posted to the order book like the orders. */
export const SEED_LAZY_ORDERS_FILE = 'seed-lazy-orders.json'

/**
 * Makes a chain ready for Vitrine: deploys Seaport, its conduit controller, the collection
 * factory, the market's conduit and WETH, the swap contracts (Uniswap V2 and the demo token) unless this chain already has them (a kept anvil state;
 * one kept from before the market gets what it lacks), and seeds the demo on a new one: its
 * collections, and signed orders left in `<dataDir>/seed-orders.json`.
 */
export async function prepareChain(parameters: PrepareChainParameters): Promise<Deployment> {
  const file = join(parameters.dataDir, 'deployment.json')
  // A local chain mines at once: poll for receipts every 50 ms, not viem's default 4 s.
  const client = createPublicClient({ transport: http(parameters.rpcUrl), pollingInterval: 50 })
  const known = readDeployment(file)
  const deployer = walletFor(devAccount(0), parameters.rpcUrl, await client.getChainId())
  const clients = { wallet: deployer, public: client }
  const signOrders = async (deployment: Deployment) => {
    if (!parameters.seed) return
    await seedOrders({
      client,
      rpcUrl: parameters.rpcUrl,
      deployment,
      fee: parameters.fee ?? { recipient: null, bps: 0 },
      outFile: join(parameters.dataDir, SEED_ORDERS_FILE),
      log: parameters.log,
    })
    await seedLazyOrders({
      client,
      rpcUrl: parameters.rpcUrl,
      deployment,
      outFile: join(parameters.dataDir, SEED_LAZY_ORDERS_FILE),
      assetsDir: join(parameters.dataDir, 'demo'),
      assetsBaseUrl: parameters.assetsBaseUrl,
      log: parameters.log,
    })
  }

  if (known && (await isDeployed(client, known))) {
    const hasMarket = await hasMarketContracts(client, known)
    const hasSwap = await hasSwapContracts(client, known)
    const factoryCurrent = known.collectionFactoryCode === COLLECTION_FACTORY_CODE
    if (hasMarket && hasSwap && factoryCurrent) return known as Deployment
    // A chain kept from before the market (or the swap contracts) gets what it lacks.
    const market: MarketContracts = hasMarket ? (known as Deployment) : await deployMarketContracts(clients, known)
    const swap: SwapContracts = hasSwap ? (known as Deployment) : await deploySwapContracts(clients, market)
    if (!hasMarket || !hasSwap)
      parameters.log(`deployed the market's WETH ${market.weth} and the swap router ${swap.swapRouter}`)
    // One whose collection contracts changed since gets a new factory (new collections have what
    // the site now asks of them, e.g. a batch's row keys); collections made before keep theirs.
    let deployment: Deployment = { ...known, ...market, ...swap }
    if (!factoryCurrent) {
      const factory = await deployCollectionFactory(clients)
      const formerCollectionFactories = [...(known.formerCollectionFactories ?? []), known.collectionFactory]
      deployment = { ...deployment, ...factory, formerCollectionFactories }
      parameters.log(`deployed a new collection factory ${factory.collectionFactory}`)
    }
    if (!hasMarket) await signOrders(deployment)
    writeDeployment(file, deployment)
    return deployment
  }

  const deployment = await deployContracts(clients)
  parameters.log(
    `deployed Seaport ${deployment.seaport}, factory ${deployment.collectionFactory}, WETH ${deployment.weth}, swap router ${deployment.swapRouter}, vUSD ${deployment.demoToken}`,
  )
  if (parameters.seed) {
    await seedDemo({
      client,
      rpcUrl: parameters.rpcUrl,
      deployment,
      assetsDir: join(parameters.dataDir, 'demo'),
      assetsBaseUrl: parameters.assetsBaseUrl,
      log: parameters.log,
    })
    await signOrders(deployment)
  }
  writeDeployment(file, deployment)
  return deployment
}
