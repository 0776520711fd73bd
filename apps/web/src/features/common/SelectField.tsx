import { type ReactNode, useId } from 'react'
import styles from './OutlinedField.module.css'

/** A labelled native select (the phone's own picker) with the look of MUI's small outlined field. */
export function SelectField({
  label,
  value,
  onChange,
  minWidth,
  marginBottom = 0,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  minWidth: number
  marginBottom?: number
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className={styles.field} style={{ minWidth, marginBottom }}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${styles.control} ${styles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  )
}
