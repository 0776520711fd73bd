/**
 * At most `perSecond` lines a second for what clients can cause at will (bad requests, refusals):
 * a flood costs a few lines, never the disk. `take()` says whether a line may be written and, when
 * it may, how many were left out since the last one (to be said in that line).
 */
export function createLogBudget(perSecond: number) {
  let second = 0
  let lines = 0
  let skipped = 0
  return {
    take(): { skipped: number } | null {
      const now = Math.floor(Date.now() / 1000)
      if (now !== second) {
        second = now
        lines = 0
      }
      if (++lines > perSecond) {
        skipped++
        return null
      }
      const granted = { skipped }
      skipped = 0
      return granted
    },
  }
}

export type LogBudget = ReturnType<typeof createLogBudget>
