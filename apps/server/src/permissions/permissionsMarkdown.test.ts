import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { unpadded, withPermissionsSection } from './permissionsMarkdown.ts'

test("the README's permission tables are those of the code (npm run readme:permissions -w @vitrine/server)", () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')
  expect(unpadded(readme)).toBe(unpadded(withPermissionsSection(readme)))
})
