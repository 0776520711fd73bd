import { writeFileSync } from 'node:fs'
import { ItemType } from '@opensea/seaport-js'
import type { ConsiderationInputItem, CreateOrderInput } from '@opensea/seaport-js/lib/types'
import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { erc2981Abi, splitPrice } from '@vitrine/market'
import { type Address, maxUint256, type PublicClient, parseAbi, parseEther } from 'viem'
import type { Deployment } from '../deployment.ts'
import { type SignedOrder, seaportMarket } from '../market/seaportMarket.ts'
import { walletFor } from '../walletFor.ts'
import { devAccount } from './seedDemo.ts'

export type SeedOrdersParameters = {
  client: PublicClient
  rpcUrl: string
  deployment: Deployment
  /** The marketplace fee the backend will ask for, so that it accepts the demo orders. */
  fee: { recipient: Address | null; bps: number }
  /** Where the signed orders are written, for `npm start` to post to the order book. */
  outFile: string
  log: (line: string) => void
}

const wethAbi = parseAbi([
  'function deposit() payable',
  'function approve(address spender, uint256 amount) returns (bool)',
])
const DAY = 86_400n

/**
 * Signs demo orders from the dev accounts — ETH listings in each collection (some under one bulk
 * signature), WETH offers on tokens and a collection offer — and writes them to `outFile`. The
 * order book takes them through `postOrder`, like any other.
 */
export async function seedOrders(parameters: SeedOrdersParameters): Promise<SignedOrder[]> {
  const { client, deployment } = parameters
  const market = seaportMarket(parameters.rpcUrl, deployment)
  const created = await client.getContractEvents({
    address: deployment.collectionFactory,
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    fromBlock: BigInt(deployment.startBlock),
  })
  const collections = created.map((log) => ({ address: log.args.collection as Address, standard: log.args.standard }))
  const erc721 = collections.filter((c) => c.standard === 0)
  const edition = collections.find((c) => c.standard === 1)
  const endTime = ((await client.getBlock()).timestamp + 30n * DAY).toString()
  const market_ = { feeRecipient: parameters.fee.recipient, feeBps: parameters.fee.bps }
  const payments = async (collection: Address, tokenId: bigint, price: bigint) => {
    const [receiver, amount] = await client.readContract({
      address: collection,
      abi: erc2981Abi,
      functionName: 'royaltyInfo',
      args: [tokenId, price],
    })
    return splitPrice(price, { receiver, amount }, market_)
  }

  // Listings: a few tokens of each ERC-721 collection, grouped by seller; several are one bulk signature.
  const bySeller = new Map<Address, CreateOrderInput[]>()
  for (const [c, collection] of erc721.entries()) {
    for (const [i, tokenId] of [16n, 17n, 18n].entries()) {
      const seller = await client.readContract({
        address: collection.address,
        abi: creatorCollectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
      const price = (180n + 70n * BigInt(c) + 50n * BigInt(i)) * 10n ** 15n
      const { proceeds, payments: paid } = await payments(collection.address, tokenId, price)
      const input: CreateOrderInput = {
        endTime,
        offer: [{ itemType: ItemType.ERC721, token: collection.address, identifier: tokenId.toString() }],
        consideration: [
          { amount: proceeds.toString(), recipient: seller },
          ...paid.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
        ],
      }
      bySeller.set(seller, [...(bySeller.get(seller) ?? []), input])
    }
  }
  if (edition) {
    const balanceOf = (holder: Address) =>
      client.readContract({
        address: edition.address,
        abi: creatorEditionAbi,
        functionName: 'balanceOf',
        args: [holder, 1n],
      })
    let holder: Address | null = null
    for (let i = 1; i < 10 && !holder; i++)
      if ((await balanceOf(devAccount(i).address)) >= 2n) holder = devAccount(i).address
    if (holder) {
      const { proceeds, payments: paid } = await payments(edition.address, 1n, parseEther('0.06'))
      const input: CreateOrderInput = {
        endTime,
        allowPartialFills: true,
        offer: [{ itemType: ItemType.ERC1155, token: edition.address, identifier: '1', amount: '2' }],
        consideration: [
          { amount: proceeds.toString(), recipient: holder },
          ...paid.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
        ],
      }
      bySeller.set(holder, [...(bySeller.get(holder) ?? []), input])
    }
  }
  const orders: SignedOrder[] = []
  for (const [seller, inputs] of bySeller) {
    if (inputs.length > 1) orders.push(...(await market.createBulkOrders(inputs, seller)))
    else orders.push(await market.createOrder(inputs[0] as CreateOrderInput, seller))
  }
  const listings = orders.length

  // Offers in WETH: two collectors wrap ETH and let the conduit take it.
  const offerers = [devAccount(8), devAccount(9)]
  for (const account of offerers) {
    const wallet = walletFor(account, parameters.rpcUrl, deployment.chainId)
    for (const call of [
      { functionName: 'deposit', value: parseEther('5'), args: [] },
      { functionName: 'approve', args: [deployment.conduit, maxUint256] },
    ] as const) {
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({ address: deployment.weth, abi: wethAbi, ...call }),
      })
    }
  }
  const [dunes, orbs] = erc721
  const offer = async (offerer: Address, collection: Address, tokenId: bigint | null, price: bigint) => {
    const { payments: paid } = await payments(collection, tokenId ?? 1n, price)
    const wanted: ConsiderationInputItem =
      tokenId === null
        ? { itemType: ItemType.ERC721, token: collection, identifiers: [], recipient: offerer }
        : { itemType: ItemType.ERC721, token: collection, identifier: tokenId.toString(), recipient: offerer }
    orders.push(
      await market.createOrder(
        {
          endTime,
          offer: [{ token: deployment.weth, amount: price.toString() }],
          consideration: [
            wanted,
            ...paid.map((p) => ({ token: deployment.weth, amount: p.amount.toString(), recipient: p.recipient })),
          ],
        },
        offerer,
      ),
    )
  }
  if (dunes && orbs) {
    await offer(offerers[0]?.address as Address, dunes.address, 16n, parseEther('0.12'))
    await offer(offerers[1]?.address as Address, orbs.address, 17n, parseEther('0.2'))
    await offer(offerers[1]?.address as Address, dunes.address, null, parseEther('0.08'))
  }
  writeFileSync(parameters.outFile, `${JSON.stringify(orders, null, 2)}\n`)
  parameters.log(`signed ${listings} listings and ${orders.length - listings} offers for the order book`)
  return orders
}
