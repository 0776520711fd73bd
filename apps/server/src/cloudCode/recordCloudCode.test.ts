import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { afterAll, describe, expect, test } from 'vitest'
import { createFunctionTable } from '../functions/functionTable.ts'
import { CloudCodeLoadError } from './CloudCodeLoadError.ts'
import { cloudCodeGlobals } from './cloudCodeGlobals.ts'
import { appClassesWritten } from './elevateCloudCodeWrites.ts'
import { recordCloudCode } from './recordCloudCode.ts'

const fixtures = fileURLToPath(new URL('../../test/cloudCode', import.meta.url))
const globals = cloudCodeGlobals(
  Parse as unknown as typeof import('parse/node'),
  createFunctionTable(),
  createLogger({ component: 'test', level: 'silent' }),
)
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-record-'))
writeFileSync(join(scratch, 'package.json'), '{ "type": "commonjs" }')
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const fileWith = (name: string, source: string) => {
  const file = join(scratch, name)
  writeFileSync(file, source)
  return file
}
const loadError = (file: string) => {
  try {
    recordCloudCode(file, globals)
  } catch (error) {
    return error as CloudCodeLoadError
  }
  throw new Error(`${file} loaded`)
}

describe('recordCloudCode', () => {
  test("records the tutorial file and its siblings' definitions without registering them", () => {
    const recorded = recordCloudCode(join(fixtures, 'main.js'), globals)
    expect(recorded.functions.map(({ name }) => name)).toEqual(['greet', 'cloudHelpers', 'renameSomeone'])
    expect(recorded.triggers.map(({ type, className }) => `${type} ${className}`)).toEqual([
      'afterSave ItemListed',
      'afterSave ItemCanceled',
      'afterSave ItemBought',
      'afterSave Flaky',
      'beforeSave Guarded',
    ])
  })

  test('a Vitrine function name, a trigger on _User, a missing file, a throw: a CloudCodeLoadError saying so', () => {
    expect(loadError(join(fixtures, 'overridesVitrine.js')).message).toMatch(
      /overridesVitrine\.js could not be loaded: getNFTs is one of Vitrine's own cloud functions/,
    )
    const onUsers = fileWith('onUsers.js', 'Parse.Cloud.beforeSave(Parse.User, () => {})')
    expect(loadError(onUsers).message).toMatch(/beforeSave on _User: Vitrine's own classes take no cloud code triggers/)
    expect(loadError(join(scratch, 'absent.js')).message).toMatch(/there is no such file \(CLOUD_CODE\)/)
    const broken = loadError(fileWith('broken.js', 'Moralis.Cloud.define("a", async () => 1)\nthis is not ('))
    expect(broken).toBeInstanceOf(CloudCodeLoadError)
    expect(broken.cause).toBeInstanceOf(SyntaxError)
    const login = fileWith('login.js', 'Parse.Cloud.beforeLogin(() => {})')
    expect(loadError(login).message).toMatch(/Parse.Cloud.beforeLogin is not supported in CLOUD_CODE/)
  })
})

describe('which calls of cloud code are elevated', () => {
  test('writes to app classes only, alone or in a batch; never _User or a mixed batch', () => {
    expect(appClassesWritten('POST', 'classes/ActiveItem', {})).toEqual(['ActiveItem'])
    expect(appClassesWritten('DELETE', '/server/classes/ActiveItem/abc', {})).toEqual(['ActiveItem'])
    expect(appClassesWritten('GET', 'classes/ActiveItem', {})).toBeNull()
    expect(appClassesWritten('PUT', 'classes/_User/abc', {})).toBeNull()
    expect(appClassesWritten('POST', 'classes/_Session', {})).toBeNull()
    const batch = (paths: string[]) => ({ requests: paths.map((path) => ({ method: 'POST', path })) })
    expect(appClassesWritten('POST', 'batch', batch(['/1/classes/A', '/1/classes/B', '/1/classes/A']))).toEqual([
      'A',
      'B',
    ])
    expect(appClassesWritten('POST', 'batch', batch(['/1/classes/A', '/1/classes/_User']))).toBeNull()
  })
})
