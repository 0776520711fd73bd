import { cloudFunctions } from '@vitrine/api'
import { expect, inject, test } from 'vitest'
import { SERVER_FUNCTIONS } from './serverFunctions.ts'

const defined: string[] = SERVER_FUNCTIONS.map((definition) => definition.name)

test('every function Parse has registered has a contract entry and an access decision', () => {
  const registered = inject('cloudFunctions')
  expect(registered.filter((name) => !Object.hasOwn(cloudFunctions, name))).toEqual([])
  const decided = new Set<string>(
    SERVER_FUNCTIONS.filter((definition) => definition.access.why.length > 0).map((d) => d.name),
  )
  expect(registered.filter((name) => !decided.has(name))).toEqual([])
  expect(defined.filter((name) => !registered.includes(name))).toEqual([])
})

test('each name is in exactly one definition, and every contract entry has one', () => {
  expect(defined.filter((name, index) => defined.indexOf(name) !== index)).toEqual([])
  expect(Object.keys(cloudFunctions).filter((name) => !defined.includes(name))).toEqual([])
})
