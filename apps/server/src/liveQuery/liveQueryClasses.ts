import { CLASS_ACCESS, classAccessOf } from '../permissions/classAccess.ts'

/** Whether clients may never find a class's rows: such a class is never published or subscribed. */
export const findClosed = (className: string) => classAccessOf(className)?.find === 'closed'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Parse's `liveQuery.classNames`, one pattern (Parse anchors each entry as `^…$`): every class a
 * client may read — the classes named in the permission table whose `find` is open, and any class
 * not named there that does not start with `_` (synced event classes, cloud code's classes, made
 * later), minus the named ones closed to `find`. Parse's class-level permissions and ACLs still
 * decide each subscriber: an undecided class is closed by its permissions (applyClassPermissions).
 */
export function liveQueryClassNames(): string[] {
  const named = Object.keys(CLASS_ACCESS).filter((name) => !name.includes('*'))
  const closed = named.filter(findClosed).map(escapeRegExp)
  const open = named.filter((name) => name.startsWith('_') && !findClosed(name)).map(escapeRegExp)
  const ours = `(?!(?:${closed.join('|')})$)[A-Za-z][A-Za-z0-9_]*`
  return [ours, ...open]
}
