import type { Trait } from '@vitrine/api'
import { formatCount } from '../../format/formatCount.ts'
import styles from './TraitFilters.module.css'

/**
 * A collection's trait types, each a group of values with how many tokens have each. Ticking
 * values of one type shows tokens with any of them; of several types, tokens with all of them.
 */
export function TraitFilters({
  traits,
  selected,
  onToggle,
}: {
  traits: Trait[]
  selected: Record<string, string[]>
  onToggle: (traitType: string, value: string) => void
}) {
  if (traits.length === 0) return <p className={styles.empty}>These items have no traits.</p>
  return (
    <nav aria-label="Trait filters">
      {traits.map((trait) => {
        const chosen = selected[trait.traitType] ?? []
        return (
          <details key={trait.traitType} open={chosen.length > 0 || traits.length <= 3} className={styles.type}>
            <summary className={styles.summary}>
              {trait.traitType}
              {chosen.length > 0 ? ` (${chosen.length})` : ''}
            </summary>
            <ul className={styles.values}>
              {trait.values.map(({ value, count }) => (
                <li key={value}>
                  <label className={styles.value}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(value)}
                      aria-label={`${value}, ${count} ${count === 1 ? 'item' : 'items'}`}
                      onChange={() => onToggle(trait.traitType, value)}
                    />
                    <span aria-hidden="true" className={styles.label}>
                      {value}
                    </span>
                    <span aria-hidden="true" className={styles.count}>
                      {formatCount(count)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </details>
        )
      })}
    </nav>
  )
}
