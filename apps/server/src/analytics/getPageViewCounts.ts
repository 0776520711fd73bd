import type { PageViewStore } from '@vitrine/db'
import type { FunctionHandler } from '../functions/defineServerFunction.ts'

const DAY_MS = 24 * 3600 * 1000

/** `getPageViewCounts({ since?, until?, limit? })`: views by path and day, master key only. */
export const getPageViewCounts =
  (pageViews: PageViewStore): FunctionHandler<'getPageViewCounts'> =>
  async ({ since, until = new Date(), limit }) => ({
    results: await pageViews.countByPathAndDay({
      since: since ?? new Date(until.getTime() - 30 * DAY_MS),
      until,
      limit,
    }),
  })
