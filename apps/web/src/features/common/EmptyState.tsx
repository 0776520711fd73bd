import type { ReactNode } from 'react'
import styles from './states.module.css'

/** Said only when the API has truly nothing for this view. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <div className={styles.emptyText}>{children}</div>}
    </div>
  )
}
