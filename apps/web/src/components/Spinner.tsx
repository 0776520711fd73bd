import styles from './Spinner.module.css'

/** Something at work, of unknown length: a turning ring in the text's colour (`role="progressbar"`, as MUI's). */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  )
}
