import TextField from '@mui/material/TextField'

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
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={{ minWidth }}
      // Native, as the source filter (see SourceFilter.tsx).
      slotProps={{ select: { native: true } }}
    >
      {options.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
    </TextField>
  )
}
