import type { ReactNode } from 'react'
import styles from './Alert.module.css'

/**
 * A message about what happened (an error, a warning, a note), with the look of MUI's Alert in
 * static CSS. `role` is `alert` (read out when it appears) unless given, as MUI's.
 */
export function Alert({
  severity,
  children,
  action,
  role = 'alert',
  className,
}: {
  severity: 'error' | 'warning' | 'info' | 'success'
  children: ReactNode
  /** A button at the message's end (try again, sign in again). */
  action?: ReactNode
  role?: 'alert' | 'status'
  className?: string
}) {
  return (
    <div role={role} className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
