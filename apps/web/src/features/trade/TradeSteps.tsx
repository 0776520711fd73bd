import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { TradeStep } from '@vitrine/react'

const MARK: Record<Exclude<TradeStep['status'], 'active'>, { sign: string; color: string; words: string }> = {
  pending: { sign: '○', color: 'text.disabled', words: 'to do' },
  done: { sign: '✓', color: 'success.main', words: 'done' },
  skipped: { sign: '–', color: 'text.disabled', words: 'not needed' },
  failed: { sign: '✕', color: 'error.main', words: 'failed' },
}

/** A trade's steps, each with its status (in words too, for screen readers). */
export function TradeSteps({ steps }: { steps: TradeStep[] }) {
  return (
    <Box component="ol" aria-label="Steps" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.id}
          data-step={step.id}
          data-status={step.status}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box sx={{ width: 22, display: 'flex', justifyContent: 'center' }} aria-hidden>
            {step.status === 'active' ? (
              <CircularProgress size={16} />
            ) : (
              <Typography sx={{ color: MARK[step.status].color, fontWeight: 700 }}>{MARK[step.status].sign}</Typography>
            )}
          </Box>
          <Typography
            color={step.status === 'pending' || step.status === 'skipped' ? 'text.secondary' : 'text.primary'}
          >
            {step.label}
            <Box
              component="span"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {`: ${step.status === 'active' ? 'in progress' : MARK[step.status].words}`}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
