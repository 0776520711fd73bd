import { SelectField } from './SelectField.tsx'

/** A list's "Sort by" choice among `options`. */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  minWidth,
}: {
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  minWidth: number
}) {
  return (
    <SelectField label="Sort by" value={value} onChange={(next) => onChange(next as T)} minWidth={minWidth}>
      {options.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
    </SelectField>
  )
}
