import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileContracts, generatedDir } from './compileContracts.ts'

mkdirSync(generatedDir, { recursive: true })
for (const [file, content] of compileContracts()) {
  writeFileSync(join(generatedDir, file), content)
  console.log(`wrote src/generated/${file}`)
}
