import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** A home-page section whose content is not there yet: says so plainly. */
export function EmptySection({ title, message }: { title: string; message: string }) {
  return (
    <Box component="section" aria-labelledby={`${title}-title`} sx={{ mb: 5 }}>
      <Typography id={`${title}-title`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', bgcolor: 'grey.50' }}>
        <Typography color="text.secondary">{message}</Typography>
      </Paper>
    </Box>
  )
}
