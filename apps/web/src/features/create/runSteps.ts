import { describeFailure } from './loadWalletActions.ts'
import { type Step, trackSteps } from './StepList.tsx'

/** What a run's body does to its steps: `begin` one (it is the one a failure marks), `update` any. */
export type StepRun = {
  begin: (label: string, change?: Partial<Step>) => void
  update: (label: string, change: Partial<Step>) => void
}

/**
 * Runs a create form's action as its steps: shown all waiting, then as the body moves them; the
 * form is busy meanwhile, and a failure marks the step begun last as failed, with why in words.
 */
export async function runSteps(
  labels: readonly string[],
  show: (steps: Step[]) => void,
  setBusy: (busy: boolean) => void,
  body: (run: StepRun) => Promise<void>,
) {
  setBusy(true)
  const update = trackSteps(labels, show)
  let current = labels[0] ?? ''
  const begin = (label: string, change: Partial<Step> = {}) => {
    current = label
    update(label, { status: 'running', ...change })
  }
  try {
    await body({ begin, update })
  } catch (error) {
    update(current, { status: 'failed', detail: await describeFailure(error) })
  } finally {
    setBusy(false)
  }
}
