import { createRequire } from 'node:module'
import { isAppClass } from './classAccess.ts'

type RestQueryPrototype = { className: string; validateClientClassCreation(): Promise<unknown> }

const { _UnsafeRestQuery } = createRequire(import.meta.url)('parse-server/lib/RestQuery.js') as {
  _UnsafeRestQuery: { prototype: RestQueryPrototype }
}

let installed = false

/**
 * A read (find, get, count) of an app class nobody has created yet answers empty, as Moralis's
 * servers did: the tutorials' pages query `ActiveItem` before its first listing, and cloud code
 * looks for one before its first save. Parse, with client class creation off, refuses such a read
 * ("non-existent class"), which is only right for writes: a read creates nothing, and an empty
 * answer says nothing a client could not know. Writes keep Parse's refusal (RestWrite's own
 * check); Parse's own `_` classes and Vitrine's are not app classes and keep theirs.
 */
export function readMissingAppClassesAsEmpty() {
  if (installed) return
  installed = true
  const prototype = _UnsafeRestQuery.prototype
  const refuseMissingClass = prototype.validateClientClassCreation
  prototype.validateClientClassCreation = function (this: RestQueryPrototype) {
    return isAppClass(this.className) ? Promise.resolve() : refuseMissingClass.call(this)
  }
}
