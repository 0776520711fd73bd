import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type Step, StepList } from './StepList.tsx'

/** The end of a create form: what stops it (said aloud), its submit button, then its steps as they run. */
export function FormEnd({
  problem,
  busy,
  submitLabel,
  steps,
  stepsLabel,
}: {
  problem: string | null
  busy: boolean
  submitLabel: string
  steps: Step[]
  stepsLabel: string
}) {
  return (
    <>
      {problem ? (
        <Typography color="error" role="alert">
          {problem}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
      <StepList steps={steps} label={stepsLabel} />
    </>
  )
}
