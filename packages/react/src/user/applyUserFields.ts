import type { VitrineUser } from './VitrineUser.ts'

/** The user as it will be once `fields` are saved; the password is never kept on this side. */
export function applyUserFields(user: VitrineUser, fields: Record<string, unknown>): VitrineUser {
  const { password: _password, ...kept } = fields
  return { ...user, ...kept }
}
