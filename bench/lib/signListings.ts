import type { Deployment } from '@vitrine/devchain'
import { getOrderHash, orderComponentsTypes, seaportDomain, toOrderComponentsJson } from '@vitrine/market'
import { type Address, type LocalAccount, parseEther, zeroAddress, zeroHash } from 'viem'

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
  const orders = []
  for (let n = 0; n < count; n++) {
    const price = parseEther('1') + BigInt(n)
    const components = {
      offerer: seller.address,
      zone: zeroAddress,
      offer: [{ itemType: 2, token: collection, identifierOrCriteria: tokenId, startAmount: 1n, endAmount: 1n }],
      consideration: [
        {
          itemType: 0,
          token: zeroAddress,
          identifierOrCriteria: 0n,
          startAmount: price,
          endAmount: price,
          recipient: seller.address,
        },
      ],
      orderType: 0,
      startTime: start,
      endTime: start + 30n * 86_400n,
      zoneHash: zeroHash,
      salt: BigInt(n),
      conduitKey: deployment.conduitKey,
      counter: 0n,
    }
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
