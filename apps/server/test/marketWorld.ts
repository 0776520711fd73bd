import { ItemType } from '@opensea/seaport-js'
import type { ConsiderationInputItem, CreateOrderInput } from '@opensea/seaport-js/lib/types'
import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { devAccount, type SignedOrder, seaportMarket, walletFor } from '@vitrine/devchain'
import { splitPrice } from '@vitrine/market'
import {
  type Address,
  createPublicClient,
  type Hash,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem'
import { inject } from 'vitest'
import { rest } from './parseClient.ts'

export const wethAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
])

/**
 * A small market on the test chain for one test file: an ERC-721 collection (5% royalty to dev
 * account 1) with tokens 1–12 held by dev accounts 2–7 in turn, an edition (id 1, 10 copies to
 * dev account 3), and dev accounts 8 and 9 holding 10 WETH each, open to the conduit (unless
 * `weth` is false: the WETH contract and the dev accounts are shared by every test file).
 */
export async function createMarketWorld({ weth = true }: { weth?: boolean } = {}) {
  const { rpcUrl, deployment, fee } = inject('stack')
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const market = seaportMarket(rpcUrl, deployment)
  const wallet = (index: number) => walletFor(devAccount(index), rpcUrl, 31337)
  const mined = (hash: Hash) => client.waitForTransactionReceipt({ hash })
  const creator = wallet(1)
  const created = async (hash: Hash) => {
    const [log] = parseEventLogs({
      abi: collectionFactoryAbi,
      logs: (await mined(hash)).logs,
      eventName: 'CollectionCreated',
    })
    return log?.args.collection as Address
  }
  const collection = await created(
    await creator.writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['World', 'WRLD', '', 0n, devAccount(1).address, 500n],
    }),
  )
  const edition = await created(
    await creator.writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createEdition',
      args: ['Editions', 'ED', '', devAccount(1).address, 500n],
    }),
  )
  const holderOf = (tokenId: number) => devAccount(2 + ((tokenId - 1) % 6))
  for (let tokenId = 1; tokenId <= 12; tokenId++) {
    await mined(
      await creator.writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mint',
        args: [holderOf(tokenId).address, ''],
      }),
    )
  }
  await mined(
    await creator.writeContract({
      address: edition,
      abi: creatorEditionAbi,
      functionName: 'mint',
      args: [devAccount(3).address, 1n, 10n, ''],
    }),
  )
  for (const index of weth ? [8, 9] : []) {
    await mined(
      await wallet(index).writeContract({
        address: deployment.weth,
        abi: wethAbi,
        functionName: 'deposit',
        value: parseEther('10'),
      }),
    )
    await mined(
      await wallet(index).writeContract({
        address: deployment.weth,
        abi: wethAbi,
        functionName: 'approve',
        args: [deployment.conduit, maxUint256],
      }),
    )
  }
  const terms = { feeRecipient: fee.recipient, feeBps: fee.bps }
  const royalty = (price: bigint) => ({ receiver: devAccount(1).address, amount: (price * 500n) / 10_000n })

  return {
    client,
    market,
    deployment,
    collection,
    edition,
    wallet,
    mined,
    holderOf: (tokenId: number) => holderOf(tokenId).address,

    /** The token's holder lists it for `price` ETH, royalty and fee paid. */
    async listing(tokenId: number, price: string, extra: Partial<CreateOrderInput> = {}): Promise<SignedOrder> {
      const seller = holderOf(tokenId).address
      const { proceeds, payments } = splitPrice(parseEther(price), royalty(parseEther(price)), terms)
      return market.createOrder(
        {
          offer: [{ itemType: ItemType.ERC721 as const, token: collection, identifier: String(tokenId) }],
          consideration: [
            { amount: proceeds.toString(), recipient: seller },
            ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
          ],
          ...extra,
        },
        seller,
      )
    },

    /** Units of edition 1 listed by dev account 3 (partial fills allowed). */
    async editionListing(units: number, price: string): Promise<SignedOrder> {
      const seller = devAccount(3).address
      const { proceeds, payments } = splitPrice(parseEther(price), royalty(parseEther(price)), terms)
      return market.createOrder(
        {
          allowPartialFills: true,
          offer: [{ itemType: ItemType.ERC1155 as const, token: edition, identifier: '1', amount: String(units) }],
          consideration: [
            { amount: proceeds.toString(), recipient: seller },
            ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
          ],
        },
        seller,
      )
    },

    /** Dev account `offerer` (8 or 9) offers `price` WETH for a token, or any token (null). */
    async offer(offerer: number, tokenId: number | null, price: string, extra: Partial<CreateOrderInput> = {}) {
      const maker = devAccount(offerer).address
      const { payments } = splitPrice(parseEther(price), royalty(parseEther(price)), terms)
      const wanted: ConsiderationInputItem =
        tokenId === null
          ? { itemType: ItemType.ERC721, token: collection, identifiers: [], recipient: maker }
          : { itemType: ItemType.ERC721, token: collection, identifier: String(tokenId), recipient: maker }
      return market.createOrder(
        {
          offer: [{ token: deployment.weth, amount: parseEther(price).toString() }],
          consideration: [
            wanted,
            ...payments.map((p) => ({ token: deployment.weth, amount: p.amount.toString(), recipient: p.recipient })),
          ],
          ...extra,
        },
        maker,
      )
    },
  }
}

export type MarketWorld = Awaited<ReturnType<typeof createMarketWorld>>

/** A cloud function call over REST: its status, result, and Parse error code and sentence. */
export async function callFunction(name: string, params: unknown) {
  const response = await rest('POST', `/functions/${name}`, params)
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
    result: response.body.result as any,
    code: response.body.code as number | undefined,
    error: response.body.error as string | undefined,
  }
}

export const postOrder = (order: SignedOrder) => callFunction('postOrder', order)
