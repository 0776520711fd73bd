/**
 * The media service (`GET /media/:chainId/:address/:tokenId?w=`): an uncached 512 px picture
 * from a local 2 MB PNG (fetch + decode + resize + WebP + disk write), one at a time, p50 (target
 * ≤ 150 ms); then cached pictures at 16 concurrent clients, requests/s and p99 (target ≥ 2,000/s),
 * and the same as 304 revalidations. Run: npm run bench:media
 *
 * The stack is embedded PostgreSQL plus the backend process (`apps/server/src/main.ts`) and a local
 * picture server; no chain and no site, which would take CPU from a 2-core machine.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPool, migrate } from '@vitrine/db'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort, spawnScript, waitFor } from '@vitrine/testkit'
import sharp from 'sharp'
import { getAddress } from 'viem'
import { formatLoad, measureLoad } from './lib/measureLoad.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const UNCACHED = Number(process.env.BENCH_UNCACHED ?? 40)
const CACHED = 64
const CHAIN_ID = 31337
const COLLECTION = getAddress('0x00000000000000000000000000000000000be4c8')

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-media-'))
// As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
chmodSync(tmp, 0o755)
const stops: (() => Promise<unknown>)[] = []

/** A photo-like PNG of about 2 MB: smooth colour with fine grain (noise is what keeps a PNG large). */
async function twoMegabytePng() {
  const [width, height] = [1200, 1000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
      const grain = (seed >> 16) % 7
      pixels[i] = (80 + (x * 150) / width + grain) & 255
      pixels[i + 1] = (60 + (y * 120) / height + grain) & 255
      pixels[i + 2] = (180 - (x * 100) / width + grain) & 255
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** A GET that reads the whole answer; anything but the expected status is an error (counted, not timed). */
const agent = new Agent({ keepAlive: true, maxSockets: 64 })
function get(url: string, expected: number, headers: Record<string, string> = {}) {
  return new Promise<{ kind: string | undefined; etag: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent, headers }, (response) => {
      response.on('data', () => {})
      response.on('end', () => {
        if (response.statusCode !== expected) return reject(new Error(`${url}: ${response.statusCode}`))
        resolve({ kind: response.headers['x-vitrine-media'] as string, etag: response.headers.etag })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

try {
  const png = await twoMegabytePng()
  let originHits = 0
  const origin = createServer((_request, response) => {
    originHits++
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length }).end(png)
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => origin.close(resolve)))
  const originHost = `127.0.0.1:${(origin.address() as { port: number }).port}`

  const database = await startEmbeddedPostgres({
    dataDir: join(tmp, 'pg'),
    port: await freePort(),
    password: 'bench',
    database: 'vitrine',
  })
  stops.push(() => database.stop())
  const pool = createPool(database.url, 2)
  stops.push(() => pool.end())
  await migrate(pool)
  // One token per picture, each its own image URL: each is a picture the service has never seen.
  const tokens = Math.max(UNCACHED, CACHED)
  await pool.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, details_status)
     VALUES ($1, $2, 'ERC721', 1, 'Bench', 'ok')`,
    [CHAIN_ID, COLLECTION],
  )
  await pool.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status, image)
     SELECT $1, $2, n, 1, 'ok', $3 || n FROM generate_series(1, $4::int) AS n`,
    [CHAIN_ID, COLLECTION, `http://${originHost}/picture.png?n=`, tokens],
  )

  const port = await freePort()
  const server = spawnScript(fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)), {
    PORT: String(port),
    DATABASE_URL: database.url,
    MASTER_KEY: 'bench-master-key-0123456789',
    CHAIN_ID: String(CHAIN_ID),
    RPC_URL: `http://127.0.0.1:${await freePort()}`,
    MEDIA_CACHE_DIR: join(tmp, 'media'),
    MEDIA_ALLOWED_HOSTS: originHost,
    LOG_LEVEL: 'warn',
  })
  const { child } = server
  stops.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await server.exited
  })
  const base = `http://localhost:${port}`
  await waitFor(
    async () =>
      child.exitCode !== null ||
      (await get(`${base}/server/health`, 200).then(
        () => true,
        () => false,
      )),
    60_000,
  )
  if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}:\n${server.output()}`)
  const picture = (token: number) => `${base}/media/${CHAIN_ID}/${COLLECTION}/${token}?w=512`

  console.log(`Source: a ${(png.length / 1_000_000).toFixed(2)} MB PNG (1200 × 1000) from a local server\n`)
  // Warm-up: the server's first render loads libvips and its code paths; a token of its own.
  await pool.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status, image)
     VALUES ($1, $2, 0, 1, 'ok', $3)`,
    [CHAIN_ID, COLLECTION, `http://${originHost}/warm-up.png`],
  )
  await get(picture(0), 200)

  const times: number[] = []
  for (let token = 1; token <= UNCACHED; token++) {
    const started = performance.now()
    const { kind } = await get(picture(token), 200)
    times.push(performance.now() - started)
    if (kind !== 'picture') throw new Error(`token ${token} answered a ${kind}: is the picture server allowed?`)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${'uncached 512 px from the 2 MB PNG'.padEnd(34)} c= 1  p50 ${quantile(times, 0.5)?.toFixed(1)} ms  ` +
      `p99 ${quantile(times, 0.99)?.toFixed(1)} ms  (${UNCACHED} pictures; target p50 ≤ 150 ms)`,
  )

  for (let token = 1; token <= CACHED; token++) await get(picture(token), 200)
  const fetched = originHits
  const etags = await Promise.all(
    Array.from({ length: CACHED }, async (_, i) => (await get(picture(i + 1), 200)).etag as string),
  )
  const pick = () => 1 + Math.floor(Math.random() * CACHED)
  await measureLoad(() => get(picture(pick()), 200).then(() => {}), 16, 1000)
  const single = await measureLoad(() => get(picture(pick()), 200).then(() => {}), 1, (seconds * 1000) / 2)
  console.log(formatLoad('cached 512 px, one client', single))
  const cached = await measureLoad(() => get(picture(pick()), 200).then(() => {}), 16, seconds * 1000)
  console.log(`${formatLoad('cached 512 px (64 pictures)', cached)}  target ≥ 2000/s`)
  const revalidated = await measureLoad(
    () => {
      const token = pick()
      return get(picture(token), 304, { 'If-None-Match': etags[token - 1] as string }).then(() => {})
    },
    16,
    seconds * 1000,
  )
  console.log(formatLoad('revalidated (304 on If-None-Match)', revalidated))
  if (originHits !== fetched)
    throw new Error(`cached requests fetched the source again (${originHits - fetched} times)`)
  console.log(
    '\nNext.js 16 image optimiser on this machine (ENVIRONMENT.md): 512 px WebP from a 2.1 MB PNG, uncached' +
      ' p50 65–69 ms; cached 966–1,167/s at 16 clients, p99 47–58 ms.',
  )
} finally {
  agent.destroy()
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
  rmSync(tmp, { recursive: true, force: true })
}
