import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { createLogger } from '@vitrine/runtime/logger'
import express from 'express'
import pg from 'pg'
import sharp from 'sharp'
import { zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { MediaConfig } from '../config.ts'
import { createMediaService } from './createMediaService.ts'
import { mediaHandler } from './mediaHandler.ts'
import { createPictureSources } from './pictureSources.ts'
import { isWebp } from './renderPicture.ts'

/**
 * The media service against real parts: the test database (tokens written as the indexer writes
 * them), picture servers on this machine (one allow-listed, the others private), and the
 * service's own HTTP server. The real backend's mount is checked at the end.
 */
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const collection = privateKeyToAccount(generatePrivateKey()).address
const bare = privateKeyToAccount(generatePrivateKey()).address
const cacheDir = mkdtempSync(join(tmpdir(), 'vitrine-media-test-'))
const hits = new Map<string, number>()
const count = (key: string) => hits.set(key, (hits.get(key) ?? 0) + 1)
const servers: Server[] = []
let origin: string // allow-listed
let privateOrigin: string // on 127.0.0.1 too, not allow-listed
let v6Origin: string // on ::1, not allow-listed
let media: string
let config: MediaConfig

const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" onload="alert(1)">
  <script>alert(document.cookie)</script><rect width="300" height="200" fill="#36c"/>
  <foreignObject width="300" height="200"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></foreignObject>
</svg>`
const listen = async (server: Server, host: string) => {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as { port: number }
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
const png = (width: number, height: number, colour = '#c84') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** Token id → image reference, as the indexer stores it. */
let images: Record<number, string | null>

beforeAll(async () => {
  const picture = await png(800, 600)
  const noise = Buffer.alloc(400 * 400 * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
  const big = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  // 6000 × 6000 pixels of one colour: 35 kB that would decode to 108 MB.
  const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#c84' } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer()
  const frame = (colour: string) => png(64, 64, colour)
  const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer()
  const jpeg = await sharp(picture).jpeg().toBuffer()

  origin = await listen(
    createServer((request, response) => {
      const path = request.url ?? ''
      count(path)
      const send = (type: string, body: Buffer | string) => response.writeHead(200, { 'Content-Type': type }).end(body)
      if (/\/pic\.png(\?|$)/.test(path) || path === '/shared.png' || path === '/first.png')
        return send('image/png', picture)
      if (path === '/second.png') return png(200, 100, '#4a8').then((b) => send('image/png', b))
      if (path === '/photo.jpg') return send('image/jpeg', jpeg)
      if (path === '/anim.gif') return send('image/gif', gif)
      // Claims to be a PNG; the bytes say SVG, and the bytes decide.
      if (path === '/evil.svg') return send('image/png', EVIL_SVG)
      if (path === '/big.png') return send('image/png', big)
      if (path === '/bomb.png') return send('image/png', bomb)
      if (path === '/page.html') return send('text/html', '<html><body>not a picture</body></html>')
      if (path === '/to-private') return response.writeHead(302, { Location: `${privateOrigin}/pic.png` }).end()
      if (path === '/to-metadata-service')
        return response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end()
      if (path === '/slow.png') return // never answers
      response.writeHead(404).end()
    }),
    '127.0.0.1',
  )
  const privateServer = (name: string) =>
    createServer((_request, response) => {
      count(name)
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(picture)
    })
  privateOrigin = await listen(privateServer('private'), '127.0.0.1')
  v6Origin = await listen(privateServer('v6'), '::1')

  config = {
    cacheDir,
    ipfsGateway: origin,
    arweaveGateway: origin,
    allowedHosts: [new URL(origin).host],
    timeoutMs: 500,
    maxBytes: 300_000,
    maxPixels: 20_000_000,
    concurrency: 2,
  }
  images = {
    1: `${origin}/pic.png`,
    2: `${origin}/shared.png`,
    3: `${origin}/evil.svg`,
    4: `data:image/svg+xml;base64,${Buffer.from(EVIL_SVG).toString('base64')}`,
    5: `${origin}/photo.jpg`,
    6: `${origin}/anim.gif`,
    7: `${origin}/first.png`,
    8: 'ipfs://bafypicture/pic.png',
    9: `ar://${'a'.repeat(43)}/pic.png`,
    20: `${privateOrigin}/pic.png`,
    21: 'http://10.1.2.3/pic.png',
    22: 'http://169.254.169.254/latest/meta-data',
    23: `${v6Origin}/pic.png`,
    24: `${origin}/to-private`,
    25: `${origin}/to-metadata-service`,
    30: `${origin}/big.png`,
    31: `${origin}/bomb.png`,
    32: `${origin}/slow.png`,
    33: `${origin}/page.html`,
    34: `${origin}/missing.png`,
    35: 'ftp://example.com/pic.png',
    40: null,
  }
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, image, details_status)
     VALUES (31337, $1, 'ERC721', 1, 'Media Test', $3, 'ok'), (31337, $2, 'ERC721', 1, 'No Picture', null, 'ok')`,
    [collection, bare, `${origin}/pic.png?collection`],
  )
  for (const [id, image] of Object.entries(images)) {
    await db.query(
      `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status, image)
       VALUES (31337, $1, $2, 1, 'ok', $3)`,
      [collection, id, image],
    )
  }
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status) VALUES (31337, $1, 41, 1, 'pending')`,
    [collection],
  )

  media = await startMedia()
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  await db.query('DELETE FROM market.lazy_items WHERE address = $1', [collection])
  await db.query('DELETE FROM market.orders WHERE address = $1', [collection])
  await db.query('DELETE FROM nft.tokens WHERE address = $1', [collection])
  await db.query('DELETE FROM nft.collections WHERE address = ANY($1)', [[collection, bare]])
  await db.end()
  rmSync(cacheDir, { recursive: true, force: true })
})

/** Why each picture was not had, as the service logs it. */
const reasons = new Map<string, string>()

/** A media service of its own (fresh memory, the same disk cache) on a real HTTP server. */
async function startMedia(sourcesTtlMs = 30_000) {
  // The service's log lines, read back: each names the token and why.
  const lines = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) {
        const line = JSON.parse(text)
        if (line.message === 'picture unavailable') reasons.set(String(line.tokenId), String(line.reason))
      }
      done()
    },
  })
  const log = createLogger({ component: 'media', level: 'debug', destination: { out: lines, err: lines } })
  const service = createMediaService({
    sources: createPictureSources(db, 31337, sourcesTtlMs),
    chainId: 31337,
    config,
    log,
  })
  const app = express()
  app.use('/media', mediaHandler(service, log))
  return `${await listen(createServer(app), '127.0.0.1')}/media`
}

const get = async (path: string, headers: Record<string, string> = {}, base = media) => {
  const response = await fetch(`${base}${path}`, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body, kind: response.headers.get('x-vitrine-media') }
}
const token = (id: number, w = 256) => get(`/31337/${collection}/${id}?w=${w}`)

describe('pictures', () => {
  test('a PNG comes back as WebP at the width asked for, rounded up, with strong cache headers', async () => {
    const answer = await token(1, 200)
    expect(answer.status).toBe(200)
    expect(answer.kind).toBe('picture')
    expect(isWebp(answer.body)).toBe(true)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=3600/)
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/)
    expect(await sharp(answer.body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 192 })
    // No w: the largest width, never wider than the picture itself.
    expect((await sharp((await get(`/31337/${collection}/5`)).body).metadata()).width).toBe(800)
  })

  test('a cache hit does not fetch again, from memory or (a new process) from disk', async () => {
    await token(1, 512)
    const fetched = hits.get('/pic.png')
    const again = await token(1, 512)
    expect(again.kind).toBe('picture')
    const restarted = await startMedia()
    const fromDisk = await get(`/31337/${collection}/1?w=512`, {}, restarted)
    expect(fromDisk.body.equals(again.body)).toBe(true)
    expect(hits.get('/pic.png')).toBe(fetched)
  })

  test('concurrent requests for one uncached picture share one fetch and one render', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => token(2, 512)))
    expect(answers.every((answer) => answer.kind === 'picture')).toBe(true)
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1)
    expect(hits.get('/shared.png')).toBe(1)
  })

  test('304 on If-None-Match; the ETag changes when the image reference does', async () => {
    const first = await token(7)
    const etag = first.headers.get('etag') as string
    const revalidated = await get(`/31337/${collection}/7?w=256`, { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect((await get(`/31337/${collection}/7?w=256`, { 'If-None-Match': '"other"' })).status).toBe(200)

    await db.query('UPDATE nft.tokens SET image = $3 WHERE address = $1 AND token_id = $2', [
      collection,
      7,
      `${origin}/second.png`,
    ])
    const fresh = await startMedia(0)
    const changed = await get(`/31337/${collection}/7?w=256`, { 'If-None-Match': etag }, fresh)
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(await sharp(changed.body).metadata()).toMatchObject({ width: 200, height: 100 })
  })

  test('an SVG with scripts, fetched or inline, comes out as pixels with no SVG in them', async () => {
    for (const id of [3, 4]) {
      const answer = await token(id)
      expect(answer.kind, `token ${id}`).toBe('picture')
      expect(isWebp(answer.body)).toBe(true)
      expect(answer.body.toString('latin1')).not.toMatch(/<svg|script|alert/i)
      expect(await sharp(answer.body).metadata()).toMatchObject({ width: 256, height: 171 })
    }
  })

  test('JPEG, an animated GIF (stays animated), ipfs:// and ar:// through their gateways', async () => {
    expect((await token(5)).kind).toBe('picture')
    const animated = await token(6)
    expect(await sharp(animated.body, { animated: true }).metadata()).toMatchObject({ format: 'webp', pages: 3 })
    const before = hits.get('/ipfs/bafypicture/pic.png') ?? 0
    expect((await token(8)).kind).toBe('picture')
    expect(hits.get('/ipfs/bafypicture/pic.png')).toBe(before + 1)
    expect((await token(9)).kind).toBe('picture')
    expect(hits.get(`/${'a'.repeat(43)}/pic.png`)).toBe(1)
  })

  test("a collection's own picture", async () => {
    const answer = await get(`/31337/${collection}?w=128`)
    expect(answer.kind).toBe('picture')
    expect((await sharp(answer.body).metadata()).width).toBe(128)
    expect((await get(`/31337/${bare}?w=128`)).kind).toBe('placeholder')
  })
})

describe("items listed lazily (not minted yet): the picture of their voucher's metadata", () => {
  /** A lazy listing of a token (as postOrder stores it: its order, its item as read). */
  const lazyItem = async (tokenId: number, status: string, image: string | null, order = tokenId) => {
    const orderHash = `0x${order.toString(16).padStart(64, '0')}`
    await db.query(
      `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
         unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
         source, parameters, signature)
       VALUES (31337, $1, 'listing', 'lazy', 'ERC721', $2, $2, $3, 1, 1, 1, 1, $4, 0, 99999999999, $5, $2, $4, 'active',
         '{}', 1, 'rarible', '{}', '0x')`,
      [orderHash, collection, tokenId, zeroAddress, order],
    )
    await db.query(
      `INSERT INTO market.lazy_items (chain_id, order_hash, address, token_id, uri, status, name, image)
       VALUES (31337, $1, $2, $3, 'https://example.com/lazy.json', $4, 'Lazy', $5)`,
      [orderHash, collection, tokenId, status, image],
    )
    return orderHash
  }

  test("a token not in the index but listed lazily is served its item's picture at the usual URL", async () => {
    await lazyItem(50, 'ok', `${origin}/second.png`)
    const answer = await token(50, 128)
    expect(answer.status).toBe(200)
    expect(answer.kind).toBe('picture')
    expect(isWebp(answer.body)).toBe(true)
    // The picture of second.png (200 × 100), rendered at the width asked for.
    expect(await sharp(answer.body).metadata()).toMatchObject({ format: 'webp', width: 128, height: 64 })
    expect(hits.get('/second.png')).toBeGreaterThanOrEqual(1)
  })

  test("two listings of one token: each its own item's picture with &order=, the first one's without", async () => {
    const first = await lazyItem(53, 'ok', `${origin}/second.png`)
    const second = await lazyItem(53, 'ok', `${origin}/photo.jpg`, 54)
    const picture = async (query: string) => sharp((await get(`/31337/${collection}/53?w=128${query}`)).body).metadata()
    expect(await picture(`&order=${first}`)).toMatchObject({ width: 128, height: 64 })
    expect(await picture(`&order=${second}`)).toMatchObject({ width: 128, height: 96 })
    expect(await picture('')).toMatchObject({ width: 128, height: 64 })
    expect((await get(`/31337/${collection}/53?w=128&order=0x12`)).status).toBe(400)
  })

  test("not read yet, or no picture: the placeholder; once minted, the token's own picture wins", async () => {
    await lazyItem(51, 'pending', null)
    await lazyItem(52, 'failed', null)
    await lazyItem(1, 'ok', `${origin}/photo.jpg`)
    const pending = await token(51)
    expect([pending.kind, pending.headers.get('cache-control')]).toEqual(['placeholder', 'public, max-age=10'])
    const none = await token(52)
    expect([none.kind, none.headers.get('cache-control')]).toEqual(['placeholder', 'public, max-age=300'])
    const fresh = await startMedia()
    const minted = await get(`/31337/${collection}/1?w=256`, {}, fresh)
    expect(minted.headers.get('etag')).toBe((await token(1, 256)).headers.get('etag'))
    expect(await sharp(minted.body).metadata()).toMatchObject({ width: 256, height: 192 })
  })
})

describe('a picture that cannot be had: the placeholder, a short cache life, never a 5xx', () => {
  const expectPlaceholder = async (id: number, maxAge: number, reason?: RegExp) => {
    const answer = await token(id)
    if (reason) expect(reasons.get(String(id)), `token ${id}`).toMatch(reason)
    expect(answer.status, `token ${id}`).toBe(200)
    expect(answer.kind, `token ${id}`).toBe('placeholder')
    expect(isWebp(answer.body)).toBe(true)
    expect(answer.headers.get('cache-control'), `token ${id}`).toBe(`public, max-age=${maxAge}`)
    expect(answer.headers.get('etag')).toBeNull()
    return answer
  }

  test('each private address is refused: 127.0.0.1, 10/8, 169.254.169.254, ::1, and a redirect to one', async () => {
    await expectPlaceholder(20, 600, /127\.0\.0\.1 resolves to a private address/)
    await expectPlaceholder(21, 600, /private address \(10\.1\.2\.3\)/)
    await expectPlaceholder(22, 600, /private address \(169\.254\.169\.254\)/)
    await expectPlaceholder(23, 600, /private address \(::1\)/)
    await expectPlaceholder(24, 600, /127\.0\.0\.1 resolves to a private address/)
    await expectPlaceholder(25, 600, /private address \(169\.254\.169\.254\)/)
    expect(hits.get('private')).toBeUndefined()
    expect(hits.get('v6')).toBeUndefined()
    expect(hits.get('/to-private')).toBe(1)
  })

  test('too large, a decompression bomb, not a picture, gone, an unknown scheme', async () => {
    await expectPlaceholder(30, 600, /Too large/)
    await expectPlaceholder(31, 600, /exceeds pixel limit/)
    await expectPlaceholder(33, 600, /unsupported image format/)
    await expectPlaceholder(34, 600, /answered 404/)
    await expectPlaceholder(35, 600, /not a URL or data: URI/)
  })

  test('a slow server is cut off at the time limit, and tried again later rather than at once', async () => {
    const started = Date.now()
    await expectPlaceholder(32, 60, /Timed out after 500 ms/)
    expect(Date.now() - started).toBeLessThan(2000)
    const again = await token(32)
    expect(again.kind).toBe('placeholder')
    expect(hits.get('/slow.png')).toBe(1)
  })

  test('no image in the metadata; metadata not read yet', async () => {
    await expectPlaceholder(40, 300)
    await expectPlaceholder(41, 10)
  })
})

describe('bad requests and unknown tokens', () => {
  test('400 with a sentence naming the bad part', async () => {
    const cases: [string, RegExp][] = [
      [`/abc/${collection}/1`, /chainId/],
      [`/0/${collection}/1`, /chainId/],
      ['/31337/0x1234/1', /address/],
      [`/31337/${collection}/01`, /tokenId/],
      [`/31337/${collection}/-1`, /tokenId/],
      [`/31337/${collection}/${2n ** 256n}`, /tokenId/],
      [`/31337/${collection}/1?w=0`, /^w must be/],
      [`/31337/${collection}/1?w=wide`, /^w must be/],
      [`/31337/${collection}/1?w=99999`, /^w must be/],
      [`/31337/${collection}/1?w=1&w=2`, /^w must be/],
      [`/31337/${collection}/1/2`, /media URL is/],
      ['/', /media URL is/],
    ]
    for (const [path, message] of cases) {
      const answer = await get(path)
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(answer.body.toString()).error, path).toMatch(message)
    }
  })

  test('404 for a token or collection not indexed, or another chain', async () => {
    for (const path of [`/31337/${collection}/999`, `/31337/${bare.toLowerCase()}/1`, `/1/${collection}/1`]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(JSON.parse(answer.body.toString()).error).toMatch(/No such|serves chain 31337/)
    }
    // Any letter case of an address is the same token.
    expect((await get(`/31337/${collection.toLowerCase()}/1?w=512`)).kind).toBe('picture')
  })

  test('the real backend serves /media beside /server, outside Parse (no app id needed)', async () => {
    const backend = `${new URL(inject('stack').serverUrl).origin}/media`
    expect((await get(`/31337/${collection}/x`, {}, backend)).status).toBe(400)
    expect((await get(`/31337/${collection}/999`, {}, backend)).status).toBe(404)
    const noImage = await get(`/31337/${collection}/40?w=128`, {}, backend)
    expect(noImage.kind).toBe('placeholder')
    expect((await sharp(noImage.body).metadata()).width).toBe(128)
  })
})
