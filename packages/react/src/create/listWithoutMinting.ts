import type { PostOrderResult } from '@vitrine/api'
import { mintVoucherTypedData, newLazyListingVoucher, toMintVoucherJson } from '@vitrine/market'
import { type Address, publicActions, type WalletClient } from 'viem'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'

export type ListWithoutMintingParameters = {
  chainId: number
  /** A `CreatorCollection` (ERC-721) the wallet owns: only its owner's vouchers are redeemed. */
  collection: Address
  /** The item's metadata URI (putMetadata of kind `token`). */
  uri: string
  /** In wei (ETH). */
  price: bigint
  /** How long the listing holds (default 30 days). */
  days?: number
  /** Called once the wallet has signed, before the order book answers. */
  onSigned?: () => void
}

/**
 * Lists an item that is not minted yet (the `rarible` source's lazy minting): the wallet signs a
 * mint voucher (no transaction, no gas), and the order book checks and keeps it. The buyer's one
 * transaction mints the token to them and pays the creator. Answers the order's hash and the
 * token id the item will have.
 */
export async function listWithoutMinting(
  wallet: WalletClient,
  client: VitrineClient,
  parameters: ListWithoutMintingParameters,
): Promise<PostOrderResult & { tokenId: bigint }> {
  const account = wallet.account ?? (await wallet.getAddresses())[0]
  if (!account) throw new Error('Connect a wallet first.')
  const creator = typeof account === 'string' ? account : account.address
  // The chain's clock, which judges the expiry (a local chain may run ahead of the wall clock).
  const { timestamp } = await wallet.extend(publicActions).getBlock()
  const now = BigInt(Math.max(Number(timestamp), Math.floor(Date.now() / 1000)))
  const voucher = newLazyListingVoucher({
    creator,
    collection: parameters.collection,
    uri: parameters.uri,
    price: parameters.price,
    expiry: now + BigInt((parameters.days ?? 30) * 86_400),
  })
  const signature = await wallet.signTypedData({ account, ...mintVoucherTypedData(parameters.chainId, voucher) })
  parameters.onSigned?.()
  const posted = await callFunction(client, 'postOrder', {
    kind: 'lazy',
    source: 'rarible',
    voucher: toMintVoucherJson(voucher),
    signature,
  })
  return { ...posted, tokenId: voucher.tokenId }
}
