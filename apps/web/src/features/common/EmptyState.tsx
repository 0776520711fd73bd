import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** Said only when the API has truly nothing for this view. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 3,
        p: { xs: 4, sm: 6 },
        textAlign: 'center',
        bgcolor: 'grey.50',
      }}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" component="div" sx={{ mt: 1 }}>
          {children}
        </Typography>
      )}
    </Box>
  )
}
