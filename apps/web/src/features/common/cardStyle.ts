/** A card that is a link: lifts a little under the pointer, shows its focus ring from the keyboard. */
export const linkCardStyle = {
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 3,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover': { boxShadow: '0 8px 24px rgba(0,0,0,0.12)', transform: 'translateY(-2px)' },
  '&:focus-visible': { outline: '3px solid #212121', outlineOffset: 2 },
} as const
