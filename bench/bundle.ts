/**
 * First-load JavaScript of each page of the built site, gzip-compressed, from Next's build manifest
 * (the shell's chunks and the page's own), against the budgets: `/` 120 KiB, every other page
 * 170 KiB (exit code 1 past one). Builds the site first, with webpack as `npm start` does.
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
  execFileSync(process.execPath, [next, 'build', '--webpack'], {
    cwd: web,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}
type BuildManifest = { pages: Record<string, string[]> }
const { pages } = JSON.parse(readFileSync(join(web, '.next/build-manifest.json'), 'utf8')) as BuildManifest
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const budget = (route: string) => (route === '/' ? 120 : 170)
let over = 0

// A page's first load: the shell's chunks (`/_app`: runtime, framework, main, app) and its own.
for (const route of Object.keys(pages).sort()) {
  if (route === '/_app' || route === '/_error') continue
  const chunks = [...new Set([...(pages['/_app'] ?? []), ...(pages[route] ?? [])])].filter((path) =>
    path.endsWith('.js'),
  )
  let raw = 0
  let gzip = 0
  for (const path of chunks) {
    const content = readFileSync(join(web, '.next', path))
    raw += content.length
    gzip += gzipSync(content, { level: 9 }).length
  }
  const within = gzip / 1024 <= budget(route)
  if (!within) over++
  console.log(
    `${route.padEnd(26)} first-load JS ${kib(gzip).padStart(10)} gzip  (${kib(raw)} raw, ${chunks.length} chunks)  ` +
      `${within ? 'within' : 'OVER'} ${budget(route)} KiB`,
  )
}
if (over > 0) process.exitCode = 1
