import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createFilesAdapter } from '../files/createFilesAdapter.ts'
import { ownFileReader } from './ownFileReader.ts'

const dir = await mkdtemp(join(tmpdir(), 'own-files-'))
afterAll(() => rm(dir, { recursive: true, force: true }))
const files = createFilesAdapter({ dir }) as ReturnType<typeof createFilesAdapter> & {
  createFile(name: string, data: Buffer): Promise<unknown>
}
const server = 'https://api.example/server'
const read = ownFileReader(server, 'vitrine', files)

test('reads an upload of this backend from the files adapter, by its public URL', async () => {
  await files.createFile('0f_dune picture.png', Buffer.from('picture bytes'))
  const bytes = await read(`${server}/files/vitrine/0f_dune%20picture.png?v=1`)
  expect(Buffer.from(bytes ?? []).toString()).toBe('picture bytes')
})

test('anything else is no file: elsewhere, another app, a name that climbs, a missing one, a bad encoding', async () => {
  await files.createFile('there.png', Buffer.from('x'))
  expect(await read('https://elsewhere.example/server/files/vitrine/there.png')).toBeNull()
  expect(await read(`${server}/files/other-app/there.png`)).toBeNull()
  expect(await read(`${server}/files/vitrine/../vitrine/there.png`)).toBeNull()
  expect(await read(`${server}/files/vitrine/%2E%2E/there.png`)).toBeNull()
  expect(await read(`${server}/files/vitrine/missing.png`)).toBeNull()
  expect(await read(`${server}/files/vitrine/%E0%A4%A.png`)).toBeNull()
  expect(Buffer.from((await read(`${server}/files/vitrine/there.png`)) ?? []).toString()).toBe('x')
})
