import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, sep } from 'node:path'
import { SERVER_FUNCTIONS } from '../functions/serverFunctions.ts'
import { isAppClass } from '../permissions/classAccess.ts'
import { CloudCodeLoadError } from './CloudCodeLoadError.ts'

type Handler = (request: never) => unknown

/** The triggers cloud code may set, by their `Parse.Cloud` method names (Parse's trigger types too). */
export const CLOUD_CODE_TRIGGERS = [
  'beforeSave',
  'afterSave',
  'beforeDelete',
  'afterDelete',
  'beforeFind',
  'afterFind',
] as const
export type CloudCodeTrigger = (typeof CLOUD_CODE_TRIGGERS)[number]

/** `Parse.Cloud` methods that would reach into Vitrine's own sign-in, files or jobs: refused at load. */
const REFUSED = [
  'job',
  'beforeLogin',
  'afterLogin',
  'afterLogout',
  'beforeSaveFile',
  'afterSaveFile',
  'beforeDeleteFile',
  'afterDeleteFile',
  'beforeConnect',
  'beforeSubscribe',
  'afterLiveQueryEvent',
  'beforePasswordResetRequest',
] as const

/** What one load of the operator's file defined, not yet registered with Parse. */
export type CloudCodeDefinitions = {
  file: string
  functions: { name: string; handler: Handler; validator: unknown }[]
  triggers: { type: CloudCodeTrigger; className: string; handler: Handler; validator: unknown }[]
}

const VITRINE_FUNCTIONS = new Set<string>(SERVER_FUNCTIONS.map((definition) => definition.name))

/** The `Parse.Cloud` a file sees while it loads: each definition is written down, checked, kept for later. */
export type RecordingCloud = Record<string, unknown>

/** Where the definitions of the load in progress go; null outside a load. */
let recording: CloudCodeDefinitions | null = null

const classNameOf = (target: unknown): string =>
  typeof target === 'string' ? target : String((target as { className?: unknown } | undefined)?.className ?? target)

/** The `Parse.Cloud` of the operator's code: Parse's own, with its definitions recorded (`cloud` is Parse's). */
export function recordingCloud(cloud: object): RecordingCloud {
  const during = (what: string) => {
    if (recording) return recording
    throw new Error(
      `Parse.Cloud.${what} is called outside the loading of the cloud code file: define at its top level.`,
    )
  }
  const methods: RecordingCloud = {
    define(name: string, handler: Handler, validator?: unknown) {
      const into = during('define')
      if (VITRINE_FUNCTIONS.has(name))
        throw new CloudCodeLoadError(into.file, `${name} is one of Vitrine's own cloud functions; rename yours.`)
      if (typeof handler !== 'function')
        throw new CloudCodeLoadError(into.file, `${name} is defined without a function.`)
      into.functions.push({ name, handler, validator })
    },
  }
  for (const type of CLOUD_CODE_TRIGGERS) {
    methods[type] = (target: unknown, handler: Handler, validator?: unknown) => {
      const into = during(type)
      const className = classNameOf(target)
      if (!isAppClass(className))
        throw new CloudCodeLoadError(
          into.file,
          `${type} on ${className}: Vitrine's own classes take no cloud code triggers.`,
        )
      if (typeof handler !== 'function')
        throw new CloudCodeLoadError(into.file, `${type} on ${className} is set without a function.`)
      into.triggers.push({ type, className, handler, validator })
    }
  }
  for (const name of REFUSED) {
    methods[name] = () => {
      throw new CloudCodeLoadError(during(name).file, `Parse.Cloud.${name} is not supported in CLOUD_CODE.`)
    }
  }
  return Object.assign(Object.create(cloud) as RecordingCloud, methods)
}

/** Forgets the folder's modules, so that a load reads the file and its siblings anew (dev reload). */
function forgetFolder(file: string, cache: NodeJS.Require['cache']) {
  const folder = dirname(file) + sep
  for (const key of Object.keys(cache)) {
    if (key.startsWith(folder) && !key.slice(folder.length).split(sep).includes('node_modules')) delete cache[key]
  }
}

/**
 * Runs the operator's file (CommonJS; it may `require` its siblings) with the globals in place,
 * and returns what it defined. A file that is missing, throws, or defines what it may not: a
 * CloudCodeLoadError saying so, with the cause.
 */
export function recordCloudCode(file: string, globals: { Parse: object; Moralis: object }): CloudCodeDefinitions {
  if (!existsSync(file)) throw new CloudCodeLoadError(file, 'there is no such file (CLOUD_CODE).')
  const into: CloudCodeDefinitions = { file, functions: [], triggers: [] }
  const global = globalThis as Record<string, unknown>
  const before = global.Parse
  const load = createRequire(file)
  forgetFolder(file, load.cache)
  recording = into
  global.Parse = globals.Parse
  global.Moralis = globals.Moralis
  try {
    load(file)
  } catch (error) {
    if (error instanceof CloudCodeLoadError) throw error
    const reason = (error as Error)?.message ?? String(error)
    throw new CloudCodeLoadError(file, reason, { cause: error })
  } finally {
    recording = null
    // Parse Server's own global (its cloud code's `Parse`) is put back; `Moralis` stays for handlers.
    global.Parse = before
  }
  return into
}
