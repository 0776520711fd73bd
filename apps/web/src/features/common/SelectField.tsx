import { type ReactNode, useId } from 'react'
import styles from './OutlinedField.module.css'

/** A labelled native select (the phone's own picker) with the look of MUI's outlined field (small, or a form's). */
export function SelectField({
  label,
  value,
  onChange,
  minWidth,
  marginBottom = 0,
  fullWidth = false,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  minWidth?: number
  marginBottom?: number
  /** A form's field (the row's width, taller) rather than a list's small choice. */
  fullWidth?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <div
      className={fullWidth ? `${styles.field} ${styles.fullWidth}` : styles.field}
      style={{ minWidth, marginBottom }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${styles.control} ${styles.select}${fullWidth ? ` ${styles.medium}` : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  )
}
