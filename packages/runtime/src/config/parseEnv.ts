import { z } from 'zod'
import { ConfigurationError } from './ConfigurationError.ts'

/**
 * Reads a component's part of the environment, once, at start: `shape` declares each variable
 * with its default. A bad or missing value fails with one line per variable, naming it.
 */
export function parseEnv<Shape extends z.ZodRawShape>(
  component: string,
  shape: Shape,
  env: Record<string, string | undefined> = process.env,
): z.output<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new ConfigurationError(`Invalid ${component} configuration:\n  ${problems.join('\n  ')}`)
}
