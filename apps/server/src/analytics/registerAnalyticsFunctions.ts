import type { PageViewStore } from './pageViewStore.ts'

type ParseStatic = typeof import('parse/node')

const DAY_MS = 24 * 3600 * 1000

/** `getPageViewCounts({ since?, until?, limit? })`: views by path and day, master key only. */
export function registerAnalyticsFunctions(Parse: ParseStatic, pageViews: PageViewStore) {
  const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)
  const parseDate = (value: unknown, name: string, fallback: Date) => {
    if (value === undefined) return fallback
    const date = typeof value === 'string' ? new Date(value) : null
    if (!date || Number.isNaN(date.getTime())) throw invalid(`${name} must be an ISO date string.`)
    return date
  }

  Parse.Cloud.define(
    'getPageViewCounts',
    async (request) => {
      const params = request.params as Record<string, unknown>
      const until = parseDate(params.until, 'until', new Date())
      const since = parseDate(params.since, 'since', new Date(until.getTime() - 30 * DAY_MS))
      const limit = params.limit ?? 1000
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 10_000) {
        throw invalid('limit must be an integer from 1 to 10000.')
      }
      return { results: await pageViews.countByPathAndDay({ since, until, limit }) }
    },
    { requireMaster: true },
  )
}
