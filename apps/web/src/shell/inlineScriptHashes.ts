import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BuildManifest, getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files'
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'

/**
 * SHA-256 hashes (base64) of the inline bootstrap script Next writes into each page of a Turbopack
 * production build, made from the build's manifest exactly as Next's `_document` makes the script.
 * Empty when there is no such build (development).
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
  if (!params || !global) return []
  const scripts = [['/_app'], ...Object.keys(params).map((page) => ['/_app', page])]
    .map((pages) => getTurbopackChunkGroupBootstrap(params, global, pages))
    .filter((script): script is string => script !== undefined)
    .map((script) => createHash('sha256').update(htmlEscapeJsonString(script)).digest('base64'))
  return [...new Set(scripts)]
}
