import { type KeyboardEvent, useEffect, useRef } from 'react'
import styles from './SectionTabs.module.css'

export type SectionTabsProps<T extends string> = {
  /** What the tabs choose between, for assistive technology. */
  label: string
  tabs: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
  /** The tabs share the row's width (a form's modes), instead of keeping their own. */
  fullWidth?: boolean
}

/** Arrow keys move between tabs, Home and End go to the first and last (ARIA's tabs pattern). */
function step(key: string, index: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1
    case 'ArrowLeft':
      return index === 0 ? last : index - 1
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}

/**
 * A page's sections as tabs, each `tab-<value>` controlling the panel `panel-<value>`: buttons and
 * static CSS. Nothing is measured in the browser, so a hydrating page commits without a forced
 * layout (MUI's Tabs measure every tab to place their indicator: 36 ms of a collection page's
 * commit at 4× CPU slowdown), and a row wider than a phone scrolls.
 */
export function SectionTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  fullWidth = false,
}: SectionTabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const list = useRef<HTMLDivElement>(null)
  const chosen = tabs.findIndex((tab) => tab.value === value)
  // A tab chosen past a phone's width (a link to `?tab=activity`) is scrolled into the row's view,
  // after the commit: the row is read only then, and only when it does not fit.
  useEffect(() => {
    const row = list.current
    const button = buttons.current[chosen]
    if (!row || !button || chosen <= 0 || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = button.offsetLeft - row.offsetLeft - (row.clientWidth - button.offsetWidth) / 2
  }, [chosen])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = step(event.key, index, tabs.length - 1)
    if (next === null) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={fullWidth ? `${styles.list} ${styles.fullWidth}` : styles.list}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(button) => {
            buttons.current[index] = button
          }}
          type="button"
          role="tab"
          id={`tab-${tab.value}`}
          aria-controls={`panel-${tab.value}`}
          aria-selected={tab.value === value}
          // One stop in the page's tab order; the arrows move within the row.
          tabIndex={tab.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
