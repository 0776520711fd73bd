import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import styles from './OutlinedField.module.css'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & {
  label: string
  helperText?: ReactNode
  /** The value is refused: the field in the error colour, `aria-invalid`. */
  error?: boolean
}

/**
 * A form's labelled input with the look of MUI's outlined field, in static CSS, the row's width.
 * The label names the input for assistive technology; a required field's asterisk is not read out.
 */
export function TextField({ label, helperText, error = false, required, ...input }: TextFieldProps) {
  const id = useId()
  const help = helperText ? `${id}-help` : undefined
  return (
    <div className={`${styles.field} ${styles.fullWidth}${error ? ` ${styles.invalid}` : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={help}
        className={`${styles.control} ${styles.medium}`}
      />
      {helperText && (
        <p id={help} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  )
}
