import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BuildManifest, getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files'
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import { PAINT_FIRST_LOADER } from './paintFirstLoader.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/**
 * SHA-256 hashes (base64) of the inline scripts of a production build's pages: the loader of
 * their scripts (paintFirstLoader.ts), and the bootstrap script Next writes into each page of a
 * Turbopack build, made from the build's manifest exactly as Next's `_document` makes it.
 * Empty when there is no production build (development).
 */
export function inlineScriptHashes(distDir = join(process.cwd(), '.next')): string[] {
  let manifest: Pick<BuildManifest, 'pagesChunkGroupBootstrapParams' | 'chunkLoadingGlobal'>
  try {
    manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'))
  } catch (error) {
    // No production build here (next dev): pages are rendered per request and carry the nonce.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const params = manifest.pagesChunkGroupBootstrapParams
  const global = manifest.chunkLoadingGlobal
  if (!params || !global) return [sha256(PAINT_FIRST_LOADER)]
  const scripts = [['/_app'], ...Object.keys(params).map((page) => ['/_app', page])]
    .map((pages) => getTurbopackChunkGroupBootstrap(params, global, pages))
    .filter((script): script is string => script !== undefined)
    .map((script) => sha256(htmlEscapeJsonString(script)))
  return [...new Set([sha256(PAINT_FIRST_LOADER), ...scripts])]
}
