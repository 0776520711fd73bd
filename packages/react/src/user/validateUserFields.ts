import { ValidationError } from '../errors.ts'

const STRING_FIELDS = ['password', 'email', 'username'] as const

/**
 * Checks every field before any is applied: `password`, `email` and `username` must be strings
 * when given. Throws the first problem with the exact message of SEED.md §5.
 */
export function validateUserFields(fields: Record<string, unknown>): void {
  for (const key of STRING_FIELDS) {
    if (fields[key] !== undefined && typeof fields[key] !== 'string') {
      throw new ValidationError(`${key} can only be a string type`)
    }
  }
}
