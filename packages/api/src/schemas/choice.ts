import { z } from 'zod'

/** One of `allowed`; the first when not given. */
export const choice = <const T extends readonly [string, ...string[]]>(allowed: T) => {
  const message = `must be one of: ${allowed.join(', ')}.`
  return z
    .enum(allowed, { error: message })
    .nullish()
    .transform((value) => (value ?? allowed[0]) as T[number])
}

/** A non-empty list of distinct values of `allowed`, or undefined (all) when not given. */
export const choices = <const T extends readonly [string, ...string[]]>(allowed: T) => {
  const message = `must be a non-empty list of: ${allowed.join(', ')}.`
  return z
    .array(z.enum(allowed, { error: message }), { error: message })
    .min(1, message)
    .nullish()
    .transform((value) => (value ? [...new Set(value)] : undefined) as T[number][] | undefined)
}
