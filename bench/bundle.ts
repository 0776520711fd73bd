/**
 * First-load JavaScript of each page of the built site, gzip-compressed, from Next's own list of
 * first-load chunks (.next/diagnostics/route-bundle-stats.json). Builds the site first.
 * Run: npm run bench:bundle
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const web = resolve(import.meta.dirname, '../apps/web')
const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [next, 'build'], {
    cwd: web,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}
type RouteStats = { route: string; firstLoadChunkPaths: string[] }
const routes = JSON.parse(readFileSync(join(web, '.next/diagnostics/route-bundle-stats.json'), 'utf8')) as RouteStats[]
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

for (const { route, firstLoadChunkPaths } of routes.sort((a, b) => a.route.localeCompare(b.route))) {
  let raw = 0
  let gzip = 0
  for (const path of firstLoadChunkPaths) {
    const content = readFileSync(join(web, path))
    raw += content.length
    gzip += gzipSync(content, { level: 9 }).length
  }
  console.log(
    `${route.padEnd(12)} first-load JS ${kib(gzip).padStart(10)} gzip  (${kib(raw)} raw, ${firstLoadChunkPaths.length} chunks)`,
  )
}
