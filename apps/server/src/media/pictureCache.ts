import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A rendered picture: its bytes in memory, or (a large one) the file to stream. */
export type StoredPicture = { bytes: Buffer; size: number } | { path: string; size: number }

export type PictureCache = {
  get(key: string): Promise<StoredPicture | null>
  put(key: string, bytes: Buffer): Promise<void>
}

/** Pictures above this size are streamed from disk, not held in memory. */
const MEMORY_ITEM_MAX = 1_000_000

/**
 * Rendered pictures on disk under `dir` (`<2 hex>/<key>.webp`), with the most recently used held
 * in memory up to `memoryBytes`, so a hot picture is answered without touching the disk. A file
 * is written under a temporary name and renamed: a reader (or another server process) never sees
 * half a picture.
 */
export function createPictureCache(dir: string, memoryBytes = 64_000_000): PictureCache {
  const memory = new Map<string, Buffer>()
  let held = 0
  const remember = (key: string, bytes: Buffer) => {
    if (bytes.length > MEMORY_ITEM_MAX || memory.has(key)) return
    memory.set(key, bytes)
    held += bytes.length
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldKey, oldBytes] of memory) {
      if (held <= memoryBytes) break
      memory.delete(oldKey)
      held -= oldBytes.length
    }
  }
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key}.webp`)

  return {
    async get(key) {
      const bytes = memory.get(key)
      if (bytes) {
        // Used again: move it to the back of the line.
        memory.delete(key)
        memory.set(key, bytes)
        return { bytes, size: bytes.length }
      }
      const path = pathOf(key)
      try {
        const { size } = await stat(path)
        if (size > MEMORY_ITEM_MAX) return { path, size }
        const read = await readFile(path)
        remember(key, read)
        return { bytes: read, size: read.length }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    async put(key, bytes) {
      remember(key, bytes)
      const path = pathOf(key)
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true })
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, path)
      } catch (error) {
        await unlink(temporary).catch(() => {}) // may not exist; the write's own error is the one to report
        throw error
      }
    },
  }
}
