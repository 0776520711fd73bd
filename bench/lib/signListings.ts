import type { Deployment } from '@vitrine/devchain'
import {
  getOrderHash,
  listingComponents,
  orderComponentsTypes,
  seaportDomain,
  toOrderComponentsJson,
} from '@vitrine/market'
import { type Address, type LocalAccount, parseEther } from 'viem'

/**
 * `count` Seaport listings of one seller's ERC-721 token for ETH, signed beforehand so a benchmark
 * measures the server, not the signing: prices 1 ETH + n wei and a salt each, so every order is new.
 */
export async function signListings({
  seller,
  tokenId,
  collection,
  deployment,
  start,
  count,
}: {
  seller: LocalAccount
  tokenId: bigint
  collection: Address
  deployment: Deployment
  start: bigint
  count: number
}) {
  const domain = seaportDomain(31337, deployment.seaport)
  // No royalty, no marketplace fee: the whole price is the seller's.
  const terms = {
    offerer: seller.address,
    startTime: start,
    endTime: start + 30n * 86_400n,
    counter: 0n,
    market: { feeRecipient: null, feeBps: 0, conduitKey: deployment.conduitKey },
    royalty: null,
  }
  const orders = []
  for (let n = 0; n < count; n++) {
    const components = listingComponents(
      { standard: 'ERC721', address: collection, tokenId },
      parseEther('1') + BigInt(n),
      { ...terms, salt: BigInt(n) },
    )
    const signature = await seller.signTypedData({
      domain,
      types: orderComponentsTypes,
      primaryType: 'OrderComponents',
      message: components,
    })
    orders.push({ parameters: toOrderComponentsJson(components), signature, hash: getOrderHash(components) })
  }
  return orders
}
