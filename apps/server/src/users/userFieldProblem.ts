/** Fields that must be strings when given: SEED.md §5, messages word for word. */
const STRING_FIELDS = ['username', 'email', 'password'] as const

/** The first field of `fields` that breaks a rule, as the message the client is shown; else null. */
export function userFieldProblem(fields: Record<string, unknown>): string | null {
  for (const key of STRING_FIELDS) {
    if (key in fields && fields[key] !== undefined && typeof fields[key] !== 'string') {
      return `${key} can only be a string type`
    }
  }
  return null
}
