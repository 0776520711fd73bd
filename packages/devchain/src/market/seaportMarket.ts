import { createRequire } from 'node:module'
import { ItemType, Seaport } from '@opensea/seaport-js'
import type { OrderWithCounter } from '@opensea/seaport-js/lib/types'
import type { Address } from 'viem'
import type { Deployment } from '../deployment.ts'

// seaport-js is CommonJS and requires ethers' CommonJS build: an `import` would load the ESM
// build beside it, whose provider class seaport-js does not accept.
const { JsonRpcProvider, ZeroHash } = createRequire(import.meta.url)('ethers') as typeof import('ethers')

export type Listing = OrderWithCounter

/**
 * Seaport trades on a local chain through seaport-js, as the site will make them: anvil signs
 * for its unlocked dev accounts, so any of them can list, buy and cancel. Approvals go to
 * Seaport itself (no conduit on a local chain).
 */
export function seaportMarket(rpcUrl: string, deployment: Deployment) {
  const provider = new JsonRpcProvider(rpcUrl, deployment.chainId, { staticNetwork: true, batchMaxCount: 1 })
  // A local chain mines at once: ethers' default of 4 s between receipt polls is pure wait.
  provider.pollingInterval = 50
  const seaport = new Seaport(provider as never, {
    overrides: { contractAddress: deployment.seaport, defaultConduitKey: ZeroHash },
  })
  const mined = async (transaction: { wait: () => Promise<unknown> }) => {
    await transaction.wait()
  }

  return {
    /** `seller` signs a listing of an ERC-721 token for `priceWei` (approving Seaport first if needed). */
    async list(seller: Address, collection: Address, tokenId: bigint, priceWei: bigint): Promise<Listing> {
      // Valid from the chain's own clock: seaport-js would take the wall clock, which can run a
      // second ahead of the last block, and Seaport refuses an order that starts in the future.
      const latest = await provider.getBlock('latest')
      if (!latest) throw new Error('the chain has no latest block')
      const { executeAllActions } = await seaport.createOrder(
        {
          startTime: latest.timestamp.toString(),
          offer: [{ itemType: ItemType.ERC721, token: collection, identifier: tokenId.toString() }],
          consideration: [{ amount: priceWei.toString(), recipient: seller }],
        },
        seller,
      )
      return executeAllActions()
    },

    /** `buyer` fulfils the listing, paying its price in ETH. Returns the transaction hash. */
    async buy(listing: Listing, buyer: Address): Promise<`0x${string}`> {
      const { executeAllActions } = await seaport.fulfillOrder({ order: listing, accountAddress: buyer })
      const transaction = await executeAllActions()
      await mined(transaction)
      return transaction.hash as `0x${string}`
    },

    /** The offerer cancels one listing on chain. */
    async cancel(listing: Listing): Promise<void> {
      await mined(await seaport.cancelOrders([listing.parameters], listing.parameters.offerer).transact())
    },

    /** The offerer cancels every order it has signed (Seaport's counter goes up). */
    async cancelAll(offerer: Address): Promise<void> {
      await mined(await seaport.bulkCancelOrders(offerer).transact())
    },

    orderHash: (listing: Listing) => seaport.getOrderHash(listing.parameters),

    /** The offerer's current Seaport counter (cancel-all moves it by a large, unpredictable step). */
    counter: async (offerer: Address) => BigInt(await seaport.getCounter(offerer)),
  }
}
