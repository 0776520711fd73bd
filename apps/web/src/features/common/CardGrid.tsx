import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { SkeletonTile } from './SkeletonTile.tsx'

/** Columns of the picture grids: 2 on a phone, 4 (6 for dense grids) on a wide screen. */
export const gridColumns = (dense = false) => ({
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: `repeat(${dense ? 6 : 4}, minmax(0, 1fr))`,
})

/** `sizes` of a grid tile's picture, matching `gridColumns` (the content is at most 1200 px wide). */
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
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: gridColumns(dense),
      }}
    >
      {children}
      {Array.from({ length: loading }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`loading-${i}`} aria-hidden="true">
          <SkeletonTile />
        </li>
      ))}
    </Box>
  )
}
