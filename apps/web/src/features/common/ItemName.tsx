import { useCollection } from '@vitrine/react'
import { shortAddress } from '../../shortAddress.ts'

/**
 * An item in words, by its collection's name: "Dunes #4", or "Any item of Dunes" for a collection
 * offer. The collection is asked for when the page does not know its name (`known` undefined);
 * until it answers, or if it has none, its short address stands in.
 */
export function ItemName({
  address,
  tokenId,
  known,
}: {
  address: string
  tokenId: string | null
  known?: string | null
}) {
  const collection = useCollection({ address }, { enabled: known === undefined })
  const label = (known === undefined ? collection.data?.name : known) ?? shortAddress(address)
  return <>{tokenId === null ? `Any item of ${label}` : `${label} #${tokenId}`}</>
}
