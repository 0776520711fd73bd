import TextField from '@mui/material/TextField'
import { TRADING_SOURCE_LABELS, TRADING_SOURCES, type TradingSource } from '@vitrine/api'

const ALL = 'all'

/** An activity tab's source filter: all activity, or only what came through one trading source. */
export function SourceFilter({
  value,
  onChange,
}: {
  value: TradingSource | undefined
  onChange: (source: TradingSource | undefined) => void
}) {
  return (
    <TextField
      select
      size="small"
      label="Source"
      value={value ?? ALL}
      onChange={(event) => {
        const next = event.target.value
        onChange(next === ALL ? undefined : (next as TradingSource))
      }}
      sx={{ minWidth: 180, mb: 2 }}
      // Native: the phone's own picker, and nothing for React to re-render synchronously after
      // hydration (MUI's menu select sets state from a ref as the page commits).
      slotProps={{ select: { native: true } }}
    >
      <option value={ALL}>All sources</option>
      {TRADING_SOURCES.map((name) => (
        <option key={name} value={name}>
          {TRADING_SOURCE_LABELS[name]}
        </option>
      ))}
    </TextField>
  )
}
