import { CLASS_ACCESS, classAccessOf, UNDECIDED_CLASS } from './classAccess.ts'
import { classLevelPermissions, samePermissions } from './classLevelPermissions.ts'

type ParseStatic = typeof import('parse/node')

export type AppliedClassPermissions = {
  /** Classes whose permissions were written (created, or changed from what Parse held). */
  written: string[]
  /** Classes in the schema without an entry in the table: closed. */
  undecided: string[]
}

const isAlreadyThere = (error: unknown) => /already exists/i.test((error as Error | undefined)?.message ?? '')

/**
 * Makes Parse's class-level permissions say what the class table says, through the Schema API
 * with the master key (cloud code's `Parse`, in-process). Every stored class of the table is
 * created if missing (Parse would otherwise create `_Session` or `_Installation` later, open to
 * all); a class in the schema with no entry is closed. Idempotent: a class that already holds
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
  const undecided = [...held.keys()].filter((name) => classAccessOf(name) === undefined && !synced.includes(name))

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
