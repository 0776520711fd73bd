import type { MarketOrder } from '@vitrine/api'
import { TextLink } from '../../components/TextLink.tsx'
import { shortAddress } from '../../shortAddress.ts'

/** The item an order is for, linked: its NFT page, or its collection for a collection offer. */
export function OrderItemLink({ order }: { order: Pick<MarketOrder, 'address' | 'tokenId'> }) {
  return order.tokenId === null ? (
    <TextLink href={`/collection/${order.address}`}>Any item of {shortAddress(order.address)}</TextLink>
  ) : (
    <TextLink href={`/nft/${order.address}/${order.tokenId}`}>
      {shortAddress(order.address)} #{order.tokenId}
    </TextLink>
  )
}
