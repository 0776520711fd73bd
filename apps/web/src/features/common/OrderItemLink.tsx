import type { MarketOrder } from '@vitrine/api'
import { TextLink } from '../../components/TextLink.tsx'
import { ItemName } from './ItemName.tsx'

/** The item an order is for, linked: its NFT page, or its collection for a collection offer. */
export function OrderItemLink({ order }: { order: Pick<MarketOrder, 'address' | 'tokenId'> }) {
  const href = order.tokenId === null ? `/collection/${order.address}` : `/nft/${order.address}/${order.tokenId}`
  return (
    <TextLink href={href}>
      <ItemName address={order.address} tokenId={order.tokenId} />
    </TextLink>
  )
}
