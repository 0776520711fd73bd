import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { walletFor } from '@vitrine/devchain'
import {
  getOrderHash,
  listingComponents,
  orderComponentsTypes,
  seaportDomain,
  toOrderComponentsJson,
} from '@vitrine/market'
import { type Address, createPublicClient, type Hash, http, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'

/** A signed Seaport order as postOrder takes it, and its hash. */
export type PostedListing = { parameters: Record<string, unknown>; signature: string; hash: string }

/**
 * A maker of its own (a new key, funded on the test chain) holding token 1 of a collection it
 * created (no royalty), the conduit approved: it signs as many distinct listings as a test needs,
 * none shared with another test (a maker's open orders are counted across the database).
 */
export async function createListingMaker() {
  const { rpcUrl, deployment, chainId } = inject('stack')
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const account = privateKeyToAccount(generatePrivateKey())
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, '0x56BC75E2D63100000'] as never,
  })
  const wallet = walletFor(account, rpcUrl, chainId)
  const mined = async (hash: Hash) => client.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    logs: (
      await mined(
        await wallet.writeContract({
          address: deployment.collectionFactory,
          abi: collectionFactoryAbi,
          functionName: 'createCollection',
          args: ['Budget', 'BDGT', '', 0n, zeroAddress, 0n],
        }),
      )
    ).logs,
  })
  const collection = created?.args.collection as Address
  await mined(
    await wallet.writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [account.address, ''],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'setApprovalForAll',
      args: [deployment.conduit, true],
    }),
  )
  const start = (await client.getBlock()).timestamp - 1n
  let salt = 0n
  return {
    address: account.address,
    /** A new listing of token 1 (its own salt and price), signed. */
    async listing(): Promise<PostedListing> {
      salt++
      // No royalty, no marketplace fee: the whole price is the maker's.
      const components = listingComponents(
        { standard: 'ERC721', address: collection, tokenId: 1n },
        parseEther('1') + salt,
        {
          offerer: account.address,
          startTime: start,
          endTime: start + 30n * 86_400n,
          salt,
          counter: 0n,
          market: { feeRecipient: null, feeBps: 0, conduitKey: deployment.conduitKey },
          royalty: null,
        },
      )
      const signature = await account.signTypedData({
        domain: seaportDomain(chainId, deployment.seaport),
        types: orderComponentsTypes,
        primaryType: 'OrderComponents',
        message: components,
      })
      return { parameters: toOrderComponentsJson(components), signature, hash: getOrderHash(components) }
    },
  }
}
