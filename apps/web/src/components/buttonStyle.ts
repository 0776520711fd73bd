/**
 * The look of MUI's buttons, for the few on every page's first load (header, home): plain
 * elements with these styles spare that load MUI's ButtonBase, ripple and transitions.
 */
const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  minHeight: 36,
  px: 2,
  borderRadius: 2,
  border: '1px solid transparent',
  font: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 500,
  lineHeight: 1.75,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
} as const

export const buttonStyle = {
  /** Dark on light (MUI contained primary). */
  contained: { ...base, bgcolor: 'primary.main', color: 'secondary.main', '&:hover': { bgcolor: '#000' } },
  /** Outlined, on light backgrounds. */
  outlined: {
    ...base,
    bgcolor: 'transparent',
    color: 'primary.main',
    borderColor: 'rgba(33,33,33,0.5)',
    '&:hover': { borderColor: 'primary.main', bgcolor: 'rgba(33,33,33,0.04)' },
  },
  /** Light on the dark header (MUI contained secondary). */
  light: { ...base, bgcolor: 'secondary.main', color: 'primary.main', '&:hover': { bgcolor: '#e0e0e0' } },
  /** Text only, on the dark header. */
  headerText: {
    ...base,
    bgcolor: 'transparent',
    color: 'secondary.main',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  },
  large: { minHeight: 44, px: 2.75, fontSize: '1rem' },
} as const
