import { ItemType } from '@opensea/seaport-js'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { lazyTokenId, mintVoucherTypedData, redeemTransaction } from '@vitrine/market'
import { type Address, createPublicClient, type Hash, http, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { devAccount } from '../demo/seedDemo.ts'
import type { Deployment } from '../deployment.ts'
import { walletFor } from '../walletFor.ts'
import { seaportMarket } from './seaportMarket.ts'

/** Gas used by each way of selling one new item (`lazyRedeemGas`). */
export type LazyRedeemGas = {
  /** The buyer's one redeem: mint, pay the creator and the royalty. */
  redeem: bigint
  /** The creator's mint, then the buyer's Seaport fill (same payments). */
  mint: bigint
  sale: bigint
  /** The Seaport seller's conduit approval, once per collection (not counted in mint + sale). */
  approval: bigint
}

/**
 * Gas of one item sold by its creator, two ways (PRODUCT.md §6, `rarible`): a lazy redeem (mint
 * and pay in one transaction) beside a mint followed by a Seaport sale. Both pay a 5% royalty to
 * another account. The conduit approval a Seaport seller makes once per collection is printed apart.
 */
export async function lazyRedeemGas(rpcUrl: string, deployment: Deployment): Promise<LazyRedeemGas> {
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const creator = devAccount(2)
  const buyer = devAccount(3)
  const wallet = walletFor(creator, rpcUrl, deployment.chainId)
  const receipt = (hash: Hash) => client.waitForTransactionReceipt({ hash })
  const created = await receipt(
    await wallet.writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Gas', 'GAS', '', 0n, devAccount(4).address, 500n],
    }),
  )
  const [log] = parseEventLogs({ abi: collectionFactoryAbi, logs: created.logs, eventName: 'CollectionCreated' })
  const collection = log?.args.collection as Address
  const price = parseEther('1')
  const royalty = price / 20n

  // A mint, then a Seaport sale (the seller approves the conduit first, once per collection).
  const minted = await receipt(
    await wallet.writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [creator.address, 'ipfs://gas/1.json'],
    }),
  )
  // The approval's blocks are those after the mint's. Not getBlockNumber: it may answer the block
  // number it cached while waiting for the mint, and the mint would count as approval.
  const before = minted.blockNumber
  const market = seaportMarket(rpcUrl, deployment)
  const listing = await market.createOrder(
    {
      offer: [{ itemType: ItemType.ERC721, token: collection, identifier: '1' }],
      consideration: [
        { amount: (price - royalty).toString(), recipient: creator.address },
        { amount: royalty.toString(), recipient: devAccount(4).address },
      ],
    },
    creator.address,
  )
  const after = await client.getBlockNumber({ cacheTime: 0 })
  let approval = 0n
  for (let block = before + 1n; block <= after; block++) {
    const { transactions } = await client.getBlock({ blockNumber: block, includeTransactions: true })
    for (const tx of transactions) approval += (await client.getTransactionReceipt({ hash: tx.hash })).gasUsed
  }
  const sale = await receipt(await market.buy(listing, buyer.address))

  // A lazy redeem: the creator signs off-chain; the buyer's one transaction mints and pays.
  const voucher = {
    collection,
    tokenId: lazyTokenId(creator.address, 1n),
    uri: 'ipfs://gas/2.json',
    price,
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: (await client.getBlock()).timestamp + 3600n,
    nonce: 1n,
  } as const
  const signature = await wallet.signTypedData(mintVoucherTypedData(deployment.chainId, voucher))
  const redeemed = await receipt(
    await walletFor(buyer, rpcUrl, deployment.chainId).sendTransaction(redeemTransaction(voucher, signature)),
  )
  if (redeemed.status !== 'success' || sale.status !== 'success') throw new Error('a gas measurement reverted')
  return { redeem: redeemed.gasUsed, mint: minted.gasUsed, sale: sale.gasUsed, approval }
}
