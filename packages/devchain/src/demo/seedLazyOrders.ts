import { writeFileSync } from 'node:fs'
import type { PostLazyOrderParams } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { lazyTokenId, type MintVoucher, mintVoucherTypedData, toMintVoucherJson } from '@vitrine/market'
import { type Address, type PublicClient, parseEther, zeroAddress } from 'viem'
import type { Deployment } from '../deployment.ts'
import { walletFor } from '../walletFor.ts'
import { demoCollections } from './demoCollections.ts'
import { devAccount } from './seedDemo.ts'
import { writeLazyDemoItems } from './writeLazyDemoItems.ts'

export type SeedLazyOrdersParameters = {
  client: PublicClient
  rpcUrl: string
  deployment: Deployment
  /** Where the signed vouchers are written, for `npm start` to post to the order book. */
  outFile: string
  /** Folder the backend serves under `assetsBaseUrl`: the listed items' metadata and pictures go there. */
  assetsDir: string
  assetsBaseUrl: string
  log: (line: string) => void
}

const DAY = 86_400n

/** Token numbers of the listed items (the lower 96 bits of their lazy ids): beside no minted token's. */
const LAZY_INDEX_OFFSET = 1000n

/**
 * Lazy listings of the demo (the `rarible` source): the creators of the first two ERC-721
 * collections sign mint vouchers for items not minted yet (three in all), written to `outFile`
 * as `postOrder` takes them. Each voucher names an item of its own (writeLazyDemoItems.ts): a copy
 * of a minted token's metadata would be refused, and would sell an item someone else holds.
 */
export async function seedLazyOrders(parameters: SeedLazyOrdersParameters): Promise<PostLazyOrderParams[]> {
  const { client, deployment } = parameters
  const created = await client.getContractEvents({
    address: deployment.collectionFactory,
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    fromBlock: BigInt(deployment.startBlock),
  })
  const erc721 = created.filter((log) => log.args.standard === 0).slice(0, 2)
  const expiry = (await client.getBlock()).timestamp + 30n * DAY
  const orders: PostLazyOrderParams[] = []
  for (const [c, log] of erc721.entries()) {
    const collection = log.args.collection as Address
    const owner = log.args.owner as Address
    const index = [...Array(10).keys()].find((i) => devAccount(i).address === owner)
    if (index === undefined) continue
    const wallet = walletFor(devAccount(index), parameters.rpcUrl, deployment.chainId)
    const name = await client.readContract({ address: collection, abi: creatorCollectionAbi, functionName: 'name' })
    const demo = demoCollections.find((candidate) => candidate.name === name)
    if (!demo) continue
    const uris = await writeLazyDemoItems(demo, parameters.assetsDir, parameters.assetsBaseUrl, c === 0 ? 2 : 1)
    for (const [i, uri] of uris.entries()) {
      const n = BigInt(i + 1)
      const voucher: MintVoucher = {
        collection,
        tokenId: lazyTokenId(owner, LAZY_INDEX_OFFSET + n),
        uri,
        price: parseEther('0.05') * n,
        currency: zeroAddress,
        royaltyReceiver: zeroAddress,
        royaltyBps: 0n,
        expiry,
        nonce: n,
      }
      const signature = await wallet.signTypedData(mintVoucherTypedData(deployment.chainId, voucher))
      orders.push({ kind: 'lazy', source: 'rarible', voucher: toMintVoucherJson(voucher), signature })
    }
  }
  writeFileSync(parameters.outFile, `${JSON.stringify(orders, null, 2)}\n`)
  parameters.log(`signed ${orders.length} lazy-mint vouchers (items not minted yet) for the order book`)
  return orders
}
