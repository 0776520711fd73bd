import type { ReactNode } from 'react'
import styles from './CardGrid.module.css'
import { SkeletonTile } from './SkeletonTile.tsx'

/** `sizes` of a grid tile's picture, matching the columns of CardGrid.module.css (the content is at most 1200 px wide). */
export const gridImageSizes = (dense = false) =>
  dense
    ? '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 17vw, 200px'
    : '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 300px'

/** A grid of cards; `loading` tiles (skeletons) after them while a next page comes. */
export function CardGrid({
  children,
  loading = 0,
  dense = false,
  label,
}: {
  children: ReactNode
  loading?: number
  dense?: boolean
  label?: string
}) {
  return (
    <ul aria-label={label} className={dense ? `${styles.grid} ${styles.dense}` : styles.grid}>
      {children}
      {Array.from({ length: loading }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`loading-${i}`} aria-hidden="true">
          <SkeletonTile />
        </li>
      ))}
    </ul>
  )
}
