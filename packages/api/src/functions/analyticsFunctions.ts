import { z } from 'zod'
import { optional } from '../schemas/page.ts'

const DATE_MESSAGE = 'must be an ISO date string.'
const IsoDate = optional(
  z
    .string({ error: DATE_MESSAGE })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), DATE_MESSAGE)
    .transform((value) => new Date(value)),
)
const LIMIT_MESSAGE = 'must be an integer from 1 to 10000.'

/** Operators' reads of the page views (master key only). */
export const analyticsFunctions = {
  /** Views by path and day, from `since` (default: 30 days before `until`) to `until` (default: now). */
  getPageViewCounts: {
    params: z.object({
      since: IsoDate,
      until: IsoDate,
      limit: optional(
        z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(10_000, LIMIT_MESSAGE),
      ).transform((value) => value ?? 1000),
    }),
    result: z.object({
      results: z.array(z.object({ path: z.string(), day: z.string(), views: z.number().int().nonnegative() })),
    }),
  },
} as const
