/** `npm run docs:permissions -w @vitrine/server`: writes the permission tables into docs/permissions.md. */
import { readFileSync, writeFileSync } from 'node:fs'
import { withPermissionsSection } from './permissionsMarkdown.ts'

const page = new URL('../../../../docs/permissions.md', import.meta.url)
writeFileSync(page, withPermissionsSection(readFileSync(page, 'utf8')))
