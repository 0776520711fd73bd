import type { z } from 'zod'
import type { ServerEnv } from './serverVariables.ts'

const ONRAMP_VARIABLES = ['ONRAMP_PROVIDER_URL', 'ONRAMP_API_KEY', 'ONRAMP_SECRET_KEY', 'ONRAMP_WEBHOOK_KEY'] as const

/**
 * The rules between variables (each is fine alone): what is set together, or not at all. Each
 * problem names the variables, as a bad value does.
 */
export function envRules(e: ServerEnv, context: z.RefinementCtx): void {
  const problem = (variables: string, message: string) =>
    context.addIssue({ code: 'custom', path: [variables], message })
  const s3Keys = [e.FILES_S3_ACCESS_KEY_ID, e.FILES_S3_SECRET_ACCESS_KEY]
  if (s3Keys.filter(Boolean).length === 1)
    problem('FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY', 'set both or neither')
  if (!e.FILES_S3_BUCKET && (e.FILES_S3_ENDPOINT || s3Keys.some(Boolean)))
    problem('FILES_S3_BUCKET', 'needed with the other FILES_S3_ variables')
  if (e.MARKET_FEE_BPS > 0 && !e.MARKET_FEE_RECIPIENT) problem('MARKET_FEE_BPS', 'needs MARKET_FEE_RECIPIENT')
  // The on-ramp is on when all four of its variables are set, off when none is; some is a mistake.
  const onramp = ONRAMP_VARIABLES.filter((name) => e[name])
  if (onramp.length > 0 && onramp.length < ONRAMP_VARIABLES.length)
    problem(
      ONRAMP_VARIABLES.filter((name) => !e[name]).join(', '),
      `needed with ${onramp.join(', ')} (set all four or none)`,
    )
  if (Boolean(e.ONEINCH_API_URL) !== Boolean(e.ONEINCH_API_KEY))
    problem('ONEINCH_API_URL, ONEINCH_API_KEY', 'set both or neither')
  if (Boolean(e.RARIBLE_API_URL) !== Boolean(e.RARIBLE_API_KEY)) {
    const [set, missing] = e.RARIBLE_API_URL
      ? ['RARIBLE_API_URL', 'RARIBLE_API_KEY']
      : ['RARIBLE_API_KEY', 'RARIBLE_API_URL']
    problem(missing, `needed with ${set} (set both or neither)`)
  }
}
