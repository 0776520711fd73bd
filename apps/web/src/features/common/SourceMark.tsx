import Box from '@mui/material/Box'
import { TRADING_SOURCE_LABELS, type TradingSource } from '@vitrine/api'

/** Each source's mark: its initial on its colour (no third-party logo is bundled). */
const MARKS: Record<TradingSource, { letter: string; color: string }> = {
  opensea: { letter: 'O', color: '#2081e2' },
  rarible: { letter: 'R', color: '#feda03' },
  oneInch: { letter: '1', color: '#1b314f' },
  fiat: { letter: '$', color: '#2e7d32' },
}

/** Where a price or sale came from: the source's small mark and its name. */
export function SourceMark({ source }: { source: TradingSource | null | undefined }) {
  if (!source) return null
  const mark = MARKS[source]
  const label = TRADING_SOURCE_LABELS[source]
  return (
    <Box
      component="span"
      data-testid="source-mark"
      data-source={source}
      title={`via ${label}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle', color: 'text.secondary' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: mark.color,
          color: source === 'rarible' ? '#000' : '#fff',
          fontSize: 10,
          fontWeight: 800,
          lineHeight: '16px',
          textAlign: 'center',
          flex: 'none',
        }}
      >
        {mark.letter}
      </Box>
      <Box component="span" sx={{ fontSize: 12, fontWeight: 500 }}>
        {label}
      </Box>
    </Box>
  )
}
