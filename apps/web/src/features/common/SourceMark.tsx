import { TRADING_SOURCE_LABELS, type TradingSource } from '@vitrine/api'
import styles from './SourceMark.module.css'

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
    <span data-testid="source-mark" data-source={source} title={`via ${label}`} className={styles.source}>
      <span
        aria-hidden
        className={styles.mark}
        style={{ backgroundColor: mark.color, color: source === 'rarible' ? '#000' : '#fff' }}
      >
        {mark.letter}
      </span>
      <span className={styles.label}>{label}</span>
    </span>
  )
}
