/** `npm run readme:permissions -w @vitrine/server`: writes the permission tables into README.md. */
import { readFileSync, writeFileSync } from 'node:fs'
import { withPermissionsSection } from './permissionsMarkdown.ts'

const readme = new URL('../../../../README.md', import.meta.url)
writeFileSync(readme, withPermissionsSection(readFileSync(readme, 'utf8')))
