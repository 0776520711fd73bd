import Box from '@mui/material/Box'
import { buttonClass } from '../../components/buttonClass.ts'

/** A list or page whose data could not be had: says so, and offers to try again. */
export function LoadError({ error, retry }: { error: Error | null; retry: () => unknown }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'error.main',
        color: 'error.dark',
        bgcolor: '#fff5f5',
      }}
    >
      <span>{error?.message ?? 'This could not be loaded.'}</span>
      <button type="button" className={buttonClass('outlined')} onClick={() => retry()}>
        Try again
      </button>
    </Box>
  )
}
