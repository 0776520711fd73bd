import type Parse from 'parse/node'
import { budgetStoreAway, inWords, overBudget, secondsUntil } from '../http/overBudget.ts'
import type { BudgetCounter } from '../http/rateLimitStores/budgetCounter.ts'

/** The window of the budget. */
export const EMAIL_CHANGES_WINDOW_MS = 24 * 3600 * 1000

export const tooManyEmailChanges = (perDay: number, seconds: number) =>
  `Your email address can be changed ${perDay} times a day at most. Try again ${inWords(seconds)}.`

type UserSave = {
  master?: boolean
  user?: { id?: string } | undefined
  object: Parse.User
  original?: Parse.User | undefined
  headers?: unknown
}

/**
 * Saves of a new `email` to an existing user, per signed-in user making them and day, shared by
 * every worker and instance. Parse answers a taken address with "Account already exists for this
 * email address": without a budget, an account could ask that of any address, as often as it
 * liked. Each try counts, taken or not (Parse checks after this trigger). Sign-ups draw on the
 * sign-in budget.
 */
export function createEmailChangeBudget(counter: BudgetCounter, perDay: number) {
  return async (request: UserSave) => {
    const user = request.object
    const by = request.user?.id
    if (request.master || !by || !user.existed()) return
    if (!user.dirtyKeys().includes('email') || user.get('email') === request.original?.get('email')) return
    let count: Awaited<ReturnType<BudgetCounter['add']>>
    try {
      count = await counter.add(by, 1)
    } catch (error) {
      throw budgetStoreAway(error)
    }
    if (count.total > perDay) {
      const seconds = secondsUntil(count.resetTime)
      throw overBudget(tooManyEmailChanges(perDay, seconds), seconds, request.headers)
    }
  }
}

export type EmailChangeBudget = ReturnType<typeof createEmailChangeBudget>
