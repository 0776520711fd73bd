import TextField from '@mui/material/TextField'
import { type MintTarget, useCollections } from '@vitrine/react'
import { useId } from 'react'
import { collectionName } from '../common/CollectionCard.tsx'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The collection as read from the chain: undefined while unknown, null when it is none. */
  target: MintTarget | null | undefined
  checking: boolean
  account: string
}

/**
 * The collection to mint into, with what the chain says of it under the field. The wallet's own
 * collections are offered as one types (a native list: no picker's code in the page); any
 * address may be pasted.
 */
export function CollectionField({ label, value, onChange, target, checking, account }: Props) {
  const listId = useId()
  const mine = useCollections({ creator: account, sort: 'newest', limit: 50 }).data?.results ?? []
  const problem = mintTargetProblem(target, account)
  const helper = checking
    ? 'Reading the collection…'
    : problem
      ? problem
      : target
        ? target.standard === 'ERC1155'
          ? 'ERC-1155 editions: each item is a new edition of the size you choose.'
          : 'ERC-721: each item is one of a kind.'
        : mine.length > 0
          ? 'Pick one of your collections, or paste an address.'
          : ' '
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        error={Boolean(problem) && !checking}
        helperText={helper}
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }}
      />
      <datalist id={listId}>
        {mine.map((collection) => (
          <option key={collection.address} value={collection.address}>
            {collectionName(collection)}
          </option>
        ))}
      </datalist>
    </>
  )
}

/** Why minting into this collection cannot work, in words; null when it can (or is not known yet). */
export function mintTargetProblem(target: MintTarget | null | undefined, account: string): string | null {
  if (target === null) return 'This address is not an ERC-721 or ERC-1155 collection on this chain.'
  if (target?.owner && target.owner.toLowerCase() !== account.toLowerCase())
    return "This wallet is not the collection's owner."
  return null
}

/** The edition size typed in a form: a whole number of copies from 1, or null. */
export function editionSize(text: string): bigint | null {
  return /^\d{1,18}$/.test(text.trim()) && BigInt(text.trim()) >= 1n ? BigInt(text.trim()) : null
}

/** The edition size an ERC-1155 collection's items ask for (read back by `editionSize`); none for ERC-721. */
export function EditionSizeField({ target, label }: { target: MintTarget | null | undefined; label: string }) {
  if (target?.standard !== 'ERC1155') return null
  return (
    <TextField
      name="copies"
      label={label}
      type="number"
      defaultValue="1"
      required
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  )
}
