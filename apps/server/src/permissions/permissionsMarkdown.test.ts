import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { unpadded, withPermissionsSection } from './permissionsMarkdown.ts'

test('the permission tables of docs/permissions.md are those of the code (npm run docs:permissions -w @vitrine/server)', () => {
  const page = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8')
  expect(unpadded(page)).toBe(unpadded(withPermissionsSection(page)))
})
