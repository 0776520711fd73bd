import { z } from 'zod'
import { ConfigurationError } from './ConfigurationError.ts'

/**
 * Parses a component's configuration, once, at start, with `schema` (its cross-field rules
 * inside it). A problem fails with one line per variable, naming it (the issue's path); an issue
 * without a path is a whole sentence of its own (`No appId is provided...`) and comes first.
 */
export function parseConfigValue<Schema extends z.ZodType>(
  component: string,
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const sentences = result.error.issues.filter((issue) => issue.path.length === 0).map((issue) => issue.message)
  const problems = result.error.issues
    .filter((issue) => issue.path.length > 0)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  const invalid = problems.length ? [`Invalid ${component} configuration:\n  ${problems.join('\n  ')}`] : []
  throw new ConfigurationError([...sentences, ...invalid].join('\n'))
}

/**
 * Reads a component's part of the environment, once, at start: `shape` declares each variable
 * with its default. A bad or missing value fails with one line per variable, naming it.
 */
export function parseEnv<Shape extends z.ZodRawShape>(
  component: string,
  shape: Shape,
  env: Record<string, string | undefined> = process.env,
): z.output<z.ZodObject<Shape>> {
  return parseConfigValue(component, z.object(shape), env)
}
