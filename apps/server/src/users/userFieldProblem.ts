/** Fields that must be strings when given: SEED.md §5, messages word for word. */
const STRING_FIELDS = ['username', 'email', 'password'] as const

/** Whether a string anywhere in `value` holds NUL, which PostgreSQL text and jsonb cannot store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1))
}

/** The first field of `fields` that breaks a rule, as the message the client is shown; else null. */
export function userFieldProblem(fields: Record<string, unknown>): string | null {
  for (const key of STRING_FIELDS) {
    if (key in fields && fields[key] !== undefined && typeof fields[key] !== 'string') {
      return `${key} can only be a string type`
    }
  }
  for (const [key, value] of Object.entries(fields)) {
    if (holdsNul(value)) return `${key} cannot contain a NUL character`
  }
  return null
}
