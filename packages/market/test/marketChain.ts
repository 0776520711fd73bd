import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import {
  type AnvilHandle,
  type Deployment,
  devAccount,
  prepareChain,
  type SeaportMarket,
  seaportMarket,
  startAnvil,
  walletFor,
} from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { type Address, createPublicClient, http, type PublicClient, parseEventLogs } from 'viem'

export type MarketChain = {
  anvil: AnvilHandle
  client: PublicClient
  deployment: Deployment
  market: SeaportMarket
  /** An ERC-721 collection with a 5% royalty to dev account 1; tokens 1–6 held by dev accounts 2–7. */
  collection: Address
  royaltyReceiver: Address
  stop: () => Promise<void>
}

/** A test's own anvil with Seaport, the conduit and WETH (no demo), and a small collection. */
export async function startMarketChain(): Promise<MarketChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-market-test-'))
  const deployment = await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir,
    assetsBaseUrl: '',
    seed: false,
    log: () => {},
  })
  const client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  const creator = walletFor(devAccount(1), anvil.rpcUrl, 31337)
  const receipt = await client.waitForTransactionReceipt({
    hash: await creator.writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Test', 'TST', '', 0n, devAccount(1).address, 500n],
    }),
  })
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  const collection = created?.args.collection as Address
  for (let i = 0; i < 6; i++) {
    await client.waitForTransactionReceipt({
      hash: await creator.writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mint',
        args: [devAccount(2 + i).address, `ipfs://test/${i + 1}`],
      }),
    })
  }
  return {
    anvil,
    client,
    deployment,
    market: seaportMarket(anvil.rpcUrl, deployment),
    collection,
    royaltyReceiver: devAccount(1).address,
    stop: async () => {
      await anvil.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
