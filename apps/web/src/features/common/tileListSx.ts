/** A `ul` of tiles: no bullets, one column on phones, as many `minWidth`-px columns as fit above. */
export const tileListSx = (minWidth: number) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${minWidth}px, 1fr))` },
})
