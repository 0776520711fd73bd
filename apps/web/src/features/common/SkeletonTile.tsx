import Box from '@mui/material/Box'

const pulse = {
  animation: 'vitrine-pulse 1.4s ease-in-out infinite',
  '@keyframes vitrine-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  bgcolor: 'grey.200',
}

/** The shape of a card while its data comes: a square picture and two lines. */
export function SkeletonTile() {
  return (
    <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Box sx={{ aspectRatio: '1 / 1', ...pulse }} />
      <Box sx={{ p: 1.5 }}>
        <Box sx={{ height: 14, width: '70%', borderRadius: 1, mb: 1, ...pulse }} />
        <Box sx={{ height: 12, width: '40%', borderRadius: 1, ...pulse }} />
      </Box>
    </Box>
  )
}
