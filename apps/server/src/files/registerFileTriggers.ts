import type { Store } from 'express-rate-limit'
import Parse from 'parse/node'

type ParseStatic = typeof import('parse/node')

export const tooManyUploads = (perMinute: number) =>
  `Too many uploads: ${perMinute} a minute at most. Wait a minute and try again.`

/**
 * Before Parse stores an upload (the bytes already checked by uploadGuard.ts): a budget of uploads
 * per user and minute, shared by every worker and instance. A refusal stores nothing.
 */
export function registerFileTriggers(P: ParseStatic, budget: { store: Store; perMinute: number }) {
  budget.store.init?.({ windowMs: 60_000 } as never)
  // Parse's typings know beforeSave of classes only; Parse Server runs it for Parse.File too.
  const beforeSaveFile = P.Cloud.beforeSave as unknown as (
    target: typeof P.File,
    handler: (request: { master?: boolean; user?: { id: string } }) => Promise<void>,
  ) => void
  beforeSaveFile(P.File, async (request) => {
    if (request.master) return
    const user = request.user?.id
    if (!user) throw new Parse.Error(Parse.Error.SESSION_MISSING, 'Sign in to upload files.')
    const { totalHits } = await budget.store.increment(user)
    if (totalHits > budget.perMinute) {
      throw new Parse.Error(Parse.Error.REQUEST_LIMIT_EXCEEDED, tooManyUploads(budget.perMinute))
    }
  })
}
