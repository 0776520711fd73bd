import Box from '@mui/material/Box'

/** In place of a picture that cannot be had: a quiet frame with a picture glyph, named for screen readers. */
export function PicturePlaceholder({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        color: 'grey.400',
        background: 'linear-gradient(135deg, #f5f5f5 0%, #e8e8e8 100%)',
      }}
    >
      <svg width="30%" height="30%" viewBox="0 0 24 24" aria-hidden="true" style={{ maxWidth: 72 }}>
        <path
          fill="currentColor"
          d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
        />
      </svg>
    </Box>
  )
}
