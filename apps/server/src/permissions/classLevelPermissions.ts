import { type Audience, CLASS_OPERATIONS, type ClassAccess } from './classAccess.ts'

type Permission = Record<string, true>

/** Parse Server's class-level permissions, as stored in its schema and sent to `/schemas`. */
export type ClassLevelPermissions = Record<(typeof CLASS_OPERATIONS)[number], Permission> & {
  protectedFields: Record<string, string[]>
  /** The ACL a new record gets when its writer sends none: its creator's alone. */
  ACL: Record<string, { read: boolean; write: boolean }>
}

const permissionFor = (audience: Audience): Permission => {
  if (audience === 'anyone') return { '*': true }
  // `owner` is signed-in users at the class level; the records' ACLs narrow it to the owner.
  if (audience === 'signedIn' || audience === 'owner') return { requiresAuthentication: true }
  return {}
}

/** The class-level permissions that carry out a class's entry in the table. */
export function classLevelPermissions(access: ClassAccess): ClassLevelPermissions {
  return {
    ...(Object.fromEntries(CLASS_OPERATIONS.map((op) => [op, permissionFor(access[op])])) as Record<
      (typeof CLASS_OPERATIONS)[number],
      Permission
    >),
    protectedFields: { '*': [...access.protectedFields] },
    ACL: { currentUser: { read: true, write: true } },
  }
}

/** Whether the permissions Parse holds already say what `wanted` says (key order aside). */
export function samePermissions(held: unknown, wanted: ClassLevelPermissions): boolean {
  if (typeof held !== 'object' || held === null) return false
  const stored = held as Record<string, unknown>
  return Object.entries(wanted).every(([key, value]) => canonical(stored[key]) === canonical(value))
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify([...value].map(canonical).sort())
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** Parse Server's `protectedFields` option: the table's protected fields, in force from the first request. */
export function protectedFieldsOption(classes: Readonly<Record<string, ClassAccess>>) {
  return Object.fromEntries(
    Object.entries(classes)
      .filter(([, access]) => access.protectedFields.length > 0)
      .map(([name, access]) => [name, { '*': [...access.protectedFields] }]),
  )
}
