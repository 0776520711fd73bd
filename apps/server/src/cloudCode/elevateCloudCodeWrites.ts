import { CLOUD_CODE_CLASS, isAppClass } from '../permissions/classAccess.ts'
import { classLevelPermissions } from '../permissions/classLevelPermissions.ts'
import { isCloudCodeRunning } from './cloudCodeScope.ts'

type ParseStatic = typeof import('parse/node')
type RequestOptions = { useMasterKey?: boolean; sessionToken?: string } & Record<string, unknown>
type RestController = {
  request(method: string, path: string, data?: unknown, options?: RequestOptions): Promise<unknown>
}
type SubRequest = { method?: string; path?: string }

const WRITES = new Set(['POST', 'PUT', 'DELETE'])

const classOf = (path: string | undefined) => /(?:^|\/)classes\/([^/?]+)/.exec(path ?? '')?.[1]

/** The app classes a call writes, when it writes app classes only (one write, or a batch of them); else null. */
export function appClassesWritten(method: string, path: string, data: unknown): string[] | null {
  const calls: SubRequest[] = /(?:^|\/)batch$/.test(path)
    ? ((data as { requests?: SubRequest[] } | undefined)?.requests ?? [])
    : [{ method, path }]
  const classes = calls.map((call) => (WRITES.has((call.method ?? '').toUpperCase()) ? classOf(call.path) : undefined))
  if (classes.length === 0 || !classes.every((name) => name !== undefined && isAppClass(name))) return null
  return [...new Set(classes as string[])]
}

/** The permissions of a class cloud code creates; no default ACL, so its rows are readable by all. */
function cloudCodeClassPermissions() {
  const { ACL: _none, ...permissions } = classLevelPermissions(CLOUD_CODE_CLASS)
  return permissions
}

const isMissingClass = (error: unknown) => /does not exist/i.test((error as Error | undefined)?.message ?? '')
const isAlreadyThere = (error: unknown) => /already exists/i.test((error as Error | undefined)?.message ?? '')

/**
 * While the operator's cloud code runs, its SDK writes to app classes without a key or session
 * go with the master key, as Moralis's servers ran them: an `afterSave` keeps an `ActiveItem`
 * class a client could not write. A class it creates so gets CLOUD_CODE_CLASS's permissions
 * first; a class that exists keeps its own (a read of one not created yet answers empty for
 * anyone: permissions/readMissingAppClasses.ts). `_User` and Vitrine's classes are never elevated.
 */
export function elevateCloudCodeWrites(Parse: ParseStatic) {
  const controller = Parse.CoreManager.getRESTController() as unknown as RestController
  const known = new Set<string>()
  const exists = async (className: string) => {
    if (known.has(className)) return true
    try {
      await new Parse.Schema(className).get()
    } catch (error) {
      if (isMissingClass(error)) return false
      throw error
    }
    known.add(className)
    return true
  }
  const ensureClass = async (className: string) => {
    if (!(await exists(className))) {
      const schema = new Parse.Schema(className).setCLP(cloudCodeClassPermissions() as never)
      // Another worker may create it first, with the same permissions.
      await schema.save().catch((saved: unknown) => {
        if (!isAlreadyThere(saved)) throw saved
      })
      known.add(className)
    }
  }
  const request: RestController['request'] = async (method, path, data, options = {}) => {
    if (isCloudCodeRunning() && !options.useMasterKey && !options.sessionToken) {
      const classes = appClassesWritten(method, path, data)
      if (classes) {
        for (const className of classes) await ensureClass(className)
        return controller.request(method, path, data, { ...options, useMasterKey: true })
      }
    }
    return controller.request(method, path, data, options)
  }
  Parse.CoreManager.setRESTController({ ...controller, request } as never)
}
