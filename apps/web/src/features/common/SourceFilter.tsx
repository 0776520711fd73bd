import MenuItem from '@mui/material/MenuItem'
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
    >
      <MenuItem value={ALL}>All sources</MenuItem>
      {TRADING_SOURCES.map((name) => (
        <MenuItem key={name} value={name}>
          {TRADING_SOURCE_LABELS[name]}
        </MenuItem>
      ))}
    </TextField>
  )
}
