import { createRequire } from 'node:module'
import { ItemType, Seaport } from '@opensea/seaport-js'
import type { CreateOrderInput, OrderWithCounter } from '@opensea/seaport-js/lib/types'
import { type Address, createPublicClient, createWalletClient, type Hash, http, parseAbi } from 'viem'
import type { Deployment } from '../deployment.ts'

// seaport-js is CommonJS and requires ethers' CommonJS build: an `import` would load the ESM
// build beside it, whose provider class seaport-js does not accept.
const { JsonRpcProvider } = createRequire(import.meta.url)('ethers') as typeof import('ethers')

const approvalAbi = parseAbi([
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
])

export type Listing = OrderWithCounter
export type SignedOrder = OrderWithCounter

/**
 * Seaport trades on a local chain through seaport-js, as the site makes them: anvil signs for its
 * unlocked dev accounts, so any of them can list, offer, buy and cancel. Orders name the market's
 * conduit; approvals go to it.
 */
export function seaportMarket(rpcUrl: string, deployment: Deployment) {
  const provider = new JsonRpcProvider(rpcUrl, deployment.chainId, { staticNetwork: true, batchMaxCount: 1 })
  // A local chain mines at once: ethers' default of 4 s between receipt polls is pure wait.
  provider.pollingInterval = 50
  const seaport = new Seaport(provider as never, {
    overrides: { contractAddress: deployment.seaport, defaultConduitKey: deployment.conduitKey },
    conduitKeyToConduit: { [deployment.conduitKey]: deployment.conduit },
  })
  // Receipts through viem, with a time limit: ethers' wait() was seen to hang now and then.
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const mined = async (transaction: { hash: string }) => {
    const receipt = await client.waitForTransactionReceipt({ hash: transaction.hash as Hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`transaction ${transaction.hash} reverted`)
  }
  /**
   * Lets the conduit move `owner`'s tokens of each collection, through viem with a time limit:
   * seaport-js would send a missing approval itself and wait for it through ethers' wait(), the
   * wait seen to hang (an `npm start` stopped for good while signing the demo orders).
   */
  const approveConduit = async (owner: Address, items: readonly object[]) => {
    const collections = items.flatMap((item) =>
      'itemType' in item && Number(item.itemType) >= ItemType.ERC721 && 'token' in item ? [item.token as Address] : [],
    )
    for (const collection of new Set(collections)) {
      const read = { address: collection, abi: approvalAbi } as const
      if (await client.readContract({ ...read, functionName: 'isApprovedForAll', args: [owner, deployment.conduit] }))
        continue
      const wallet = createWalletClient({ account: owner, transport: http(rpcUrl) })
      await mined({
        hash: await wallet.writeContract({
          ...read,
          functionName: 'setApprovalForAll',
          args: [deployment.conduit, true],
          chain: null,
        }),
      })
    }
  }
  // Valid from the chain's own clock: seaport-js would take the wall clock, which can run a
  // second ahead of the last block, and Seaport refuses an order that starts in the future.
  const chainTime = async () => {
    const latest = await provider.getBlock('latest')
    if (!latest) throw new Error('the chain has no latest block')
    return latest.timestamp
  }

  return {
    seaport,

    /** `maker` signs an order (approving the conduit first if needed); starts at the chain's time unless given. */
    async createOrder(input: CreateOrderInput, maker: Address): Promise<SignedOrder> {
      await approveConduit(maker, input.offer)
      const startTime = input.startTime ?? (await chainTime()).toString()
      const { executeAllActions } = await seaport.createOrder({ ...input, startTime }, maker)
      return executeAllActions()
    },

    /** `maker` signs several orders at once: one bulk signature (a Merkle tree of the orders). */
    async createBulkOrders(inputs: CreateOrderInput[], maker: Address): Promise<SignedOrder[]> {
      await approveConduit(
        maker,
        inputs.flatMap((input) => input.offer),
      )
      const startTime = (await chainTime()).toString()
      const { executeAllActions } = await seaport.createBulkOrders(
        inputs.map((input) => ({ startTime, ...input })),
        maker,
      )
      return executeAllActions()
    },

    /** `seller` signs a listing of an ERC-721 token for `priceWei`, all to the seller (no royalty paid). */
    async list(seller: Address, collection: Address, tokenId: bigint, priceWei: bigint): Promise<Listing> {
      return this.createOrder(
        {
          offer: [{ itemType: ItemType.ERC721, token: collection, identifier: tokenId.toString() }],
          consideration: [{ amount: priceWei.toString(), recipient: seller }],
        },
        seller,
      )
    },

    /** `taker` fills the order (a listing: pays its price; an offer: gives the item). Returns the transaction hash. */
    async buy(order: SignedOrder, taker: Address, unitsToFill?: bigint): Promise<`0x${string}`> {
      // Filling an offer gives the item: the taker's approval, as a maker's.
      await approveConduit(taker, order.parameters.consideration)
      const { executeAllActions } = await seaport.fulfillOrder({
        order,
        accountAddress: taker,
        ...(unitsToFill === undefined ? {} : { unitsToFill: unitsToFill.toString() }),
      })
      const transaction = await executeAllActions()
      await mined(transaction)
      return transaction.hash as `0x${string}`
    },

    /** The offerer cancels one order on chain. */
    async cancel(order: SignedOrder): Promise<void> {
      await mined(await seaport.cancelOrders([order.parameters], order.parameters.offerer).transact())
    },

    /** The offerer cancels every order it has signed (Seaport's counter goes up). */
    async cancelAll(offerer: Address): Promise<void> {
      await mined(await seaport.bulkCancelOrders(offerer).transact())
    },

    orderHash: (order: SignedOrder) => seaport.getOrderHash(order.parameters),

    /** The offerer's current Seaport counter (cancel-all moves it by a large, unpredictable step). */
    counter: async (offerer: Address) => BigInt(await seaport.getCounter(offerer)),
  }
}

export type SeaportMarket = ReturnType<typeof seaportMarket>
