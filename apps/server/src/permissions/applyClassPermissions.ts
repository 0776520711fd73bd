import { CLASS_ACCESS, CLASS_OPERATIONS, classAccessOf, isAppClass, UNDECIDED_CLASS } from './classAccess.ts'
import { classLevelPermissions, samePermissions } from './classLevelPermissions.ts'

type ParseStatic = typeof import('parse/node')

export type AppliedClassPermissions = {
  /** Classes whose permissions were written (created, or changed from what Parse held). */
  written: string[]
  /** Classes in the schema without an entry in the table: closed. */
  undecided: string[]
}

/**
 * Whether a class holds Parse's own default permissions (every operation open to all): what a
 * class made without a decision gets. Any other permissions were set by someone — cloud code,
 * event sync, the operator (dashboard, schema API) — and an app class keeps them across restarts.
 */
function isParseDefault(permissions: unknown): boolean {
  const held = (permissions ?? {}) as Record<string, Record<string, unknown> | undefined>
  return CLASS_OPERATIONS.every((op) => held[op]?.['*'] === true)
}

const isAlreadyThere = (error: unknown) => /already exists/i.test((error as Error | undefined)?.message ?? '')

/**
 * Makes Parse's class-level permissions say what the class table says, through the Schema API
 * with the master key (cloud code's `Parse`, in-process). Every stored class of the table is
 * created if missing (Parse would otherwise create `_Session` or `_Installation` later, open to
 * all); a class in the schema with no entry is closed — but an app class (classAccess.ts
 * `isAppClass`) whose permissions someone set is left as it is. Idempotent: a class that already holds
 * its permissions is left alone. Run it under `withSchemaLock` when processes may start together.
 * `synced` classes (watched contract events, eventSync/) keep the permissions they were created
 * with, or the operator's.
 */
export async function applyClassPermissions(
  Parse: ParseStatic,
  synced: readonly string[] = [],
): Promise<AppliedClassPermissions> {
  const held = new Map((await Parse.Schema.all()).map((schema) => [schema.className, schema]))
  const written: string[] = []
  const undecided = [...held.entries()]
    .filter(([name]) => classAccessOf(name) === undefined && !synced.includes(name))
    .filter(([name, schema]) => !isAppClass(name) || isParseDefault(schema.classLevelPermissions))
    .map(([name]) => name)

  const wanted = [
    ...Object.entries(CLASS_ACCESS).filter(([, access]) => access.kept === 'stored'),
    ...undecided.map((name) => [name, UNDECIDED_CLASS] as const),
  ]
  for (const [className, access] of wanted) {
    const permissions = classLevelPermissions(access)
    const current = held.get(className)
    if (current && samePermissions(current.classLevelPermissions, permissions)) continue
    const schema = new Parse.Schema(className).setCLP(permissions)
    if (current) {
      await schema.update()
    } else {
      // Another process (or Parse itself, for a system class) may create it first: then update.
      await schema.save().catch(async (error: unknown) => {
        if (!isAlreadyThere(error)) throw error
        await new Parse.Schema(className).setCLP(permissions).update()
      })
    }
    written.push(className)
  }
  return { written, undecided }
}
