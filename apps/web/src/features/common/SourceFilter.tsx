import { TRADING_SOURCE_LABELS, TRADING_SOURCES, type TradingSource } from '@vitrine/api'
import { SelectField } from './SelectField.tsx'

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
    // Native: the phone's own picker, and nothing for React to re-render synchronously after
    // hydration (MUI's menu select sets state from a ref as the page commits).
    <SelectField
      label="Source"
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : (next as TradingSource))}
      minWidth={180}
      marginBottom={16}
    >
      <option value={ALL}>All sources</option>
      {TRADING_SOURCES.map((name) => (
        <option key={name} value={name}>
          {TRADING_SOURCE_LABELS[name]}
        </option>
      ))}
    </SelectField>
  )
}
