import type { MintTarget } from '@vitrine/react'
import { useState } from 'react'
import { editionSize, mintTargetProblem } from './CollectionField.tsx'
import type { MintFormProps } from './MintFormProps.ts'
import { useMintTarget } from './useMintTarget.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The collection a mint goes into, checked: its address, kind, and the copies of each item. */
export type CheckedMintCollection = { address: `0x${string}`; target: MintTarget; copies: bigint }

/**
 * The collection field of both mint forms (one item, a batch): what is typed, what the chain says
 * of it, and the check run at submit. `collection` (one just created on the page) replaces
 * what is typed while the form is `idle`.
 */
export function useMintCollection(
  { wallet, account, collection: initial, known }: Pick<MintFormProps, 'wallet' | 'account' | 'collection' | 'known'>,
  idle: boolean,
) {
  const [collection, setCollection] = useState(initial)
  const target = useMintTarget(wallet, collection, collection === initial ? known : undefined)
  if (initial && initial !== collection && idle) setCollection(initial)

  /** The checked collection, or the problem to show (null: nothing to say, just stop). */
  async function check(copiesText: string): Promise<CheckedMintCollection | { problem: string | null }> {
    const address = collection.trim() as `0x${string}`
    if (!ADDRESS.test(address)) return { problem: 'Enter the address of your collection.' }
    const info = target.data !== undefined ? target.data : (await target.refetch()).data
    if (info === undefined) return { problem: 'The collection could not be read from the chain. Try again.' }
    const refusal = mintTargetProblem(info, account)
    if (refusal || !info) return { problem: refusal }
    const copies = info.standard === 'ERC1155' ? editionSize(copiesText) : 1n
    if (copies === null) return { problem: 'The edition size must be a whole number of copies, from 1.' }
    return { address, target: info, copies }
  }

  return { collection, setCollection, target, check }
}
