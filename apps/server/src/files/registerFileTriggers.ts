import type { Logger } from '@vitrine/runtime/logger'
import type { Store } from 'express-rate-limit'
import Parse from 'parse/node'
import { budgetStoreAway, inWords, overBudget, secondsUntil } from '../http/overBudget.ts'
import type { BudgetCounter } from '../http/rateLimitStores/budgetCounter.ts'
import { internalErrorBoundary } from '../internalErrorBoundary.ts'

type ParseStatic = typeof import('parse/node')

/** The per-user upload budgets: uploads a minute (`store`), bytes a day (`bytes`). */
export type UploadBudgets = { store: Store; perMinute: number; bytes: BudgetCounter; bytesPerDay: number }

/** The window of the byte budget. */
export const UPLOAD_BYTES_WINDOW_MS = 24 * 3600 * 1000

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`

export const tooManyUploads = (perMinute: number) =>
  `Too many uploads: ${perMinute} a minute at most. Wait a minute and try again.`
export const uploadQuotaReached = (bytesPerDay: number, seconds: number) =>
  `This upload would pass your daily upload limit of ${megabytes(bytesPerDay)}. Try again ${inWords(seconds)}.`

/**
 * Counts an upload of `size` bytes by `user` against both budgets, or throws the refusal (429 with
 * `Retry-After`; bytes refused are not counted). Every way in of a file draws on it.
 */
export async function chargeUpload(budget: UploadBudgets, user: string, size: number, headers?: unknown) {
  try {
    const uploads = await budget.store.increment(user)
    if (uploads.totalHits > budget.perMinute) {
      const seconds = uploads.resetTime ? secondsUntil(uploads.resetTime) : 60
      throw overBudget(tooManyUploads(budget.perMinute), seconds, headers)
    }
    const bytes = await budget.bytes.add(user, size)
    if (bytes.total > budget.bytesPerDay) {
      await budget.bytes.add(user, -size)
      const seconds = secondsUntil(bytes.resetTime)
      throw overBudget(uploadQuotaReached(budget.bytesPerDay, seconds), seconds, headers)
    }
  } catch (error) {
    if (error instanceof Parse.Error) throw error
    throw budgetStoreAway(error)
  }
}

/**
 * Before Parse stores an upload (the bytes already checked by uploadGuard.ts): a budget of uploads
 * per user and minute, and of bytes per user and day, shared by every worker and instance. A
 * refusal stores nothing and answers 429 with `Retry-After`; bytes refused are not counted.
 */
export function registerFileTriggers(P: ParseStatic, budget: UploadBudgets, log: Logger) {
  budget.store.init?.({ windowMs: 60_000 } as never)
  // Parse's typings know beforeSave of classes only; Parse Server runs it for Parse.File too.
  const beforeSaveFile = P.Cloud.beforeSave as unknown as (
    target: typeof P.File,
    handler: (request: {
      master?: boolean
      user?: { id: string }
      fileSize?: number
      headers?: unknown
    }) => Promise<void>,
  ) => void
  beforeSaveFile(
    P.File,
    internalErrorBoundary(
      'beforeSave',
      async (request: Parameters<Parameters<typeof beforeSaveFile>[1]>[0]) => {
        if (request.master) return
        const user = request.user?.id
        if (!user) throw new Parse.Error(Parse.Error.SESSION_MISSING, 'Sign in to upload files.')
        await chargeUpload(budget, user, request.fileSize ?? 0, request.headers)
      },
      log,
    ),
  )
}
