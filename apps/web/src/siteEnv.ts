import { parseEnv, shared, url } from '@vitrine/runtime/config'
import { z } from 'zod'

/**
 * The site's part of the environment, checked once when Next loads its config (dev, build and
 * start), so a bad value stops it with a message naming the variable. The pages read the same
 * variables as literal `process.env.NEXT_PUBLIC_*` (see siteConfig.ts): Next inlines only those.
 */
export const siteVariables = {
  NEXT_PUBLIC_APP_ID: shared.APP_ID.pipe(z.string().min(1, 'No appId is provided...')),
  NEXT_PUBLIC_SERVER_URL: url.default('http://localhost:2053/server'),
  NEXT_PUBLIC_CHAIN_ID: shared.CHAIN_ID,
  NEXT_PUBLIC_RPC_URL: shared.RPC_URL,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^(G-[A-Z0-9]+)?$/, 'must be a Google Analytics 4 measurement id (G-…)')
    .default(''),
}

export const parseSiteEnv = (env: Record<string, string | undefined> = process.env) =>
  parseEnv('site', siteVariables, env)
