import { useId } from 'react'
import styles from './OutlinedField.module.css'

/** A labelled number input with the look of MUI's small outlined field, and a line of help under it. */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  helperText,
  width,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  min?: number
  max?: number
  helperText?: string | undefined
  width: number
}) {
  const id = useId()
  return (
    <div className={styles.field} style={{ width }}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        className={styles.control}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={helperText ? `${id}-help` : undefined}
      />
      {helperText && (
        <p id={`${id}-help`} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  )
}
