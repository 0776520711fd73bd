import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'

/** One step of a long action: what it does and where it is. */
export type Step = {
  label: string
  status: 'waiting' | 'running' | 'done' | 'failed'
  /** What is happening or went wrong, in words. */
  detail?: string
  /** 0 to 100 while running, for steps that can tell (an upload). */
  progress?: number
}

const mark = { waiting: '○', running: '…', done: '✓', failed: '✗' } as const
const said = { waiting: 'Waiting', running: 'In progress', done: 'Done', failed: 'Failed' } as const

/** The steps of an action, each with its status and progress, announced as they change. */
export function StepList({ steps, label }: { steps: Step[]; label: string }) {
  if (steps.length === 0) return null
  return (
    <List aria-label={label} aria-live="polite" dense>
      {steps.map((step) => (
        <ListItem key={step.label} sx={{ display: 'block' }} data-status={step.status}>
          <ListItemText
            primary={`${mark[step.status]} ${step.label}`}
            secondary={step.detail ? `${said[step.status]}: ${step.detail}` : said[step.status]}
            slotProps={{
              // A long detail (an address, a file name) wraps instead of widening a phone's page.
              secondary: {
                color: step.status === 'failed' ? 'error' : 'text.secondary',
                sx: { overflowWrap: 'anywhere' },
              },
            }}
          />
          {step.status === 'running' && step.progress !== undefined ? (
            <LinearProgress variant="determinate" value={step.progress} aria-label={`${step.label} progress`} />
          ) : null}
        </ListItem>
      ))}
    </List>
  )
}

/** A run's steps, all waiting at first; the function it answers changes one and shows them all. */
export function trackSteps(labels: readonly string[], show: (steps: Step[]) => void) {
  let current: Step[] = labels.map((label) => ({ label, status: 'waiting' }))
  return (label: string, change: Partial<Step>) => {
    current = withStep(current, label, change)
    show(current)
  }
}

/** The steps with one of them changed. */
export const withStep = (steps: Step[], label: string, change: Partial<Step>): Step[] =>
  steps.map((step) => (step.label === label ? { ...step, ...change } : step))
