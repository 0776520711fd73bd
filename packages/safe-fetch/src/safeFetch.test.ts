import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isPublicAddress } from './isPublicAddress.ts'
import { type SafeFetchOptions, safeFetch } from './safeFetch.ts'

/** Real servers on this machine: the allow-listed one on 127.0.0.1, another on ::1 that is not. */
let server: Server
let v6: Server
let origin: string
let v6Origin: string
let hits = 0
/** The X-API-KEY each server saw last. */
const keys: { v4?: string; v6?: string } = {}
let options: SafeFetchOptions

const listen = (s: Server, host: string) =>
  new Promise<number>((resolve) => s.listen(0, host, () => resolve((s.address() as { port: number }).port)))

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++
    keys.v4 = String(request.headers['x-api-key'] ?? '')
    const path = request.url ?? ''
    if (path === '/ok') return response.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine')
    if (path === '/to-metadata-service') return response.writeHead(302, { Location: 'http://169.254.169.254/x' }).end()
    if (path === '/to-v6') return response.writeHead(301, { Location: `${v6Origin}/ok` }).end()
    if (path === '/to-ok') return response.writeHead(307, { Location: '/ok' }).end()
    if (path === '/big') return response.end(Buffer.alloc(2_000_000, 32))
    if (path === '/big-stream') {
      // No Content-Length: the size shows only as the body comes.
      for (let i = 0; i < 4; i++) response.write(Buffer.alloc(400_000, 32))
      return response.end()
    }
    if (path === '/stall') return response.writeHead(200).write('{"name": "st') // then nothing
    if (path === '/loop') return response.writeHead(302, { Location: '/loop' }).end()
    if (path === '/no-location') return response.writeHead(302).end('{"name": "not a document"}')
    if (path === '/slow') return // never answers
    if (path === '/gone') return response.writeHead(404).end()
    if (path === '/whoami') return response.end(String(request.headers.authorization))
    response.writeHead(503).end()
  })
  v6 = createServer((request, response) => {
    hits++
    keys.v6 = String(request.headers['x-api-key'] ?? '')
    response.end('from ::1')
  })
  origin = `http://127.0.0.1:${await listen(server, '127.0.0.1')}`
  v6Origin = `http://[::1]:${await listen(v6, '::1')}`
  options = { maxBytes: 1_000_000, timeoutMs: 500, allowedHosts: [new URL(origin).host] }
})
afterAll(() => {
  for (const s of [server, v6]) {
    s.closeAllConnections()
    s.close()
  }
})

describe('safeFetch', () => {
  test('an allow-listed host, by address and by name (connected to at the address checked)', async () => {
    expect(await safeFetch(`${origin}/ok`, options)).toEqual({ body: Buffer.from('fine'), contentType: 'text/plain' })
    const byName = origin.replace('127.0.0.1', 'localhost')
    const fetched = await safeFetch(`${byName}/ok`, { ...options, allowedHosts: [new URL(byName).host] })
    expect(fetched.body.toString()).toBe('fine')
    // A redirect within allowed hosts is followed.
    expect((await safeFetch(`${origin}/to-ok`, options)).body.toString()).toBe('fine')
  })

  test("extra headers (an API key) go to the URL's origin, never on after a redirect elsewhere", async () => {
    const withKey = {
      ...options,
      headers: { 'X-API-KEY': 'secret' },
      allowedHosts: [...options.allowedHosts, new URL(v6Origin).host],
    }
    await safeFetch(`${origin}/to-ok`, withKey)
    expect(keys.v4).toBe('secret')
    await safeFetch(`${origin}/to-v6`, withKey)
    expect(keys.v6).toBe('')
  })

  test('each private address is refused before anything is sent', async () => {
    const before = hits
    const refuse = (url: string, address: string) =>
      expect(safeFetch(url, { ...options, allowedHosts: [] })).rejects.toThrow(
        `resolves to a private address (${address})`,
      )
    await refuse(`${origin}/ok`, '127.0.0.1')
    await refuse(`${origin.replace('127.0.0.1', 'localhost')}/ok`, '127.0.0.1')
    await refuse('http://10.1.2.3/ok', '10.1.2.3')
    await refuse('http://169.254.169.254/latest/meta-data', '169.254.169.254')
    await refuse(`${v6Origin}/ok`, '::1')
    await refuse('http://[::ffff:10.0.0.1]/ok', '::ffff:a00:1')
    expect(hits).toBe(before)
  })

  test('a redirect is checked again: to the cloud metadata service, to a loopback server not allowed', async () => {
    await expect(safeFetch(`${origin}/to-metadata-service`, options)).rejects.toThrow(/169\.254\.169\.254/)
    const before = hits
    await expect(safeFetch(`${origin}/to-v6`, options)).rejects.toThrow(/private address \(::1\)/)
    expect(hits).toBe(before + 1) // the redirect itself, never the server it pointed to
  })

  test('an allow-list entry may name the default port, which URLs leave out', async () => {
    // Allowed, so the fetch goes ahead (and finds nothing listening) instead of being refused.
    const attempt = safeFetch('http://127.0.0.1/x.json', { ...options, allowedHosts: ['127.0.0.1:80'] })
    await expect(attempt).rejects.toThrow()
    await expect(attempt).rejects.not.toThrow(/private address/)
  })

  test('an oversized response is cut off, declared or not', async () => {
    await expect(safeFetch(`${origin}/big`, options)).rejects.toThrow(/Too large: 2000000 bytes/)
    await expect(safeFetch(`${origin}/big-stream`, options)).rejects.toThrow(/Too large: over 1000000/)
  })

  test('a redirect loop, a redirect with nowhere to go, an error status, another scheme', async () => {
    await expect(safeFetch(`${origin}/loop`, options)).rejects.toThrow(/Too many redirects/)
    await expect(safeFetch(`${origin}/no-location`, options)).rejects.toThrow(/302 with no Location/)
    await expect(safeFetch(`${origin}/gone`, options)).rejects.toMatchObject({ retryable: false })
    await expect(safeFetch(`${origin}/unavailable`, options)).rejects.toMatchObject({ retryable: true })
    await expect(safeFetch('file:///etc/passwd', options)).rejects.toThrow(/Unsupported URL scheme file:/)
  })

  test('a slow response is cut off at the time limit', async () => {
    const started = Date.now()
    await expect(safeFetch(`${origin}/slow`, options)).rejects.toThrow(/Timed out after 500 ms/)
    // Headers and a piece of the body, then silence: the same deadline holds.
    await expect(safeFetch(`${origin}/stall`, options)).rejects.toThrow(/Timed out after 500 ms/)
    expect(Date.now() - started).toBeLessThan(3000)
  })
})

test('what counts as public', () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
    '::a00:1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '192.0.2.1',
  ]) {
    expect(isPublicAddress(address), address).toBe(false)
  }
  for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true)
})

test("an API's headers go with the request; an error answer keeps its status", async () => {
  const fetched = await safeFetch(`${origin}/whoami`, { ...options, headers: { Authorization: 'Bearer k' } })
  expect(fetched.body.toString()).toBe('Bearer k')
  await expect(safeFetch(`${origin}/gone`, options)).rejects.toMatchObject({ status: 404, retryable: false })
})
