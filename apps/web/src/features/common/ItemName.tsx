import { useCollection } from '@vitrine/react'
import { shortAddress } from '../../shortAddress.ts'

/**
 * A collection's name for a page that may not have it: `known` when the page does (null: it has
 * none), else asked for; until it answers, or if it has none, its short address stands in.
 */
function useCollectionLabel(address: string, known?: string | null): string {
  const collection = useCollection({ address }, { enabled: known === undefined })
  return (known === undefined ? collection.data?.name : known) ?? shortAddress(address)
}

/** An item in words: "Dunes #4", or "Any item of Dunes" for a collection offer (see useCollectionLabel). */
export function ItemName({
  address,
  tokenId,
  known,
}: {
  address: string
  tokenId: string | null
  known?: string | null
}) {
  const label = useCollectionLabel(address, known)
  return <>{tokenId === null ? `Any item of ${label}` : `${label} #${tokenId}`}</>
}
