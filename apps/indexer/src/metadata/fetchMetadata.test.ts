import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchMetadata, type MetadataOptions } from './fetchMetadata.ts'
import { isPublicAddress } from './isPublicAddress.ts'

const doc = {
  name: 'Dune #1',
  description: 'Sand',
  image: 'ipfs://bafyimage/1.png',
  attributes: [{ trait_type: 'Palette', value: 'Dusk' }],
}
let server: Server
let origin: string
let options: MetadataOptions

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? ''
    // ERC-1155's {id} of token 255: 64 lowercase hex digits.
    if (path === '/ok.json' || path === `/ipfs/bafymeta/${'0'.repeat(62)}ff.json`)
      return response.end(JSON.stringify(doc))
    if (path === '/to-metadata-service') {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' })
      return response.end()
    }
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
    if (path === '/not-json') return response.end('<html>')
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  options = { maxBytes: 1_000_000, timeoutMs: 500, allowedHosts: [new URL(origin).host], ipfsGateway: origin }
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('fetchMetadata: each kind of URI', () => {
  test('http(s) on an allow-listed host', async () => {
    expect(await fetchMetadata(`${origin}/ok.json`, 1n, options)).toEqual({
      name: 'Dune #1',
      description: 'Sand',
      image: `${origin}/ipfs/bafyimage/1.png`,
      attributes: [{ trait_type: 'Palette', value: 'Dusk' }],
    })
  })

  test('a host name (resolved, then connected to at the address checked)', async () => {
    const byName = origin.replace('127.0.0.1', 'localhost')
    const metadata = await fetchMetadata(`${byName}/ok.json`, 1n, { ...options, allowedHosts: [new URL(byName).host] })
    expect(metadata.name).toBe('Dune #1')
  })

  test('ipfs:// through the configured gateway, and ERC-1155 {id}', async () => {
    const metadata = await fetchMetadata('ipfs://bafymeta/{id}.json', 255n, options)
    expect(metadata.name).toBe('Dune #1')
  })

  test('data: URIs, base64 and plain', async () => {
    const base64 = `data:application/json;base64,${Buffer.from(JSON.stringify(doc)).toString('base64')}`
    expect((await fetchMetadata(base64, 1n, options)).name).toBe('Dune #1')
    const plain = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Plain' }))}`
    expect((await fetchMetadata(plain, 1n, options)).name).toBe('Plain')
  })

  test('strings are capped and junk attributes dropped', async () => {
    const junk = {
      name: 'x'.repeat(10_000),
      attributes: [
        { trait_type: 'ok', value: 1 },
        { value: 'no trait' },
        'nope',
        { trait_type: 't', value: { deep: 1 } },
      ],
    }
    const metadata = await fetchMetadata(
      `data:application/json,${encodeURIComponent(JSON.stringify(junk))}`,
      1n,
      options,
    )
    expect(metadata.name).toHaveLength(200)
    expect(metadata.attributes).toEqual([{ trait_type: 'ok', value: '1' }])
  })

  test('an image is kept whole or not at all', async () => {
    const imageOf = async (image: string) =>
      (await fetchMetadata(`data:application/json,${encodeURIComponent(JSON.stringify({ image }))}`, 1n, options)).image
    const svg = `data:image/svg+xml;base64,${'A'.repeat(10_000)}`
    expect(await imageOf(svg)).toBe(svg)
    expect(await imageOf(`data:image/svg+xml;base64,${'A'.repeat(70_000)}`)).toBeNull()
    expect(await imageOf(`https://example.com/${'a'.repeat(3000)}.png`)).toBeNull()
    expect(await imageOf('ipfs://bafyimage/1.png')).toBe(`${origin}/ipfs/bafyimage/1.png`)
    expect(await imageOf('javascript:alert(1)')).toBeNull()
    expect(await imageOf('https://example.com/a\u0000.png')).toBeNull()
  })
})

describe('fetchMetadata: refusals', () => {
  test('a URL on a private address that is not allow-listed', async () => {
    await expect(fetchMetadata(`${origin}/ok.json`, 1n, { ...options, allowedHosts: [] })).rejects.toThrow(
      /resolves to a private address \(127\.0\.0\.1\)/,
    )
    await expect(fetchMetadata('http://localhost:9/x.json', 1n, { ...options, allowedHosts: [] })).rejects.toThrow(
      /private address/,
    )
  })

  test('an allow-list entry may name the default port, which URLs leave out', async () => {
    // Allowed, so the fetch goes ahead (and finds nothing listening) instead of being refused.
    const attempt = fetchMetadata('http://127.0.0.1/x.json', 1n, { ...options, allowedHosts: ['127.0.0.1:80'] })
    await expect(attempt).rejects.toThrow()
    await expect(attempt).rejects.not.toThrow(/private address/)
  })

  test('a redirect to a private address (checked again after the redirect)', async () => {
    await expect(fetchMetadata(`${origin}/to-metadata-service`, 1n, options)).rejects.toThrow(/169\.254\.169\.254/)
  })

  test('an oversized response is cut off, declared or not, and so is an oversized data: URI', async () => {
    await expect(fetchMetadata(`${origin}/big`, 1n, options)).rejects.toThrow(/Too large/)
    await expect(fetchMetadata(`${origin}/big-stream`, 1n, options)).rejects.toThrow(/Too large: over 1000000/)
    const huge = `data:application/json,${'%20'.repeat(1_000_001)}`
    await expect(fetchMetadata(huge, 1n, options)).rejects.toThrow(/Inline metadata is too large/)
  })

  test('a redirect loop, a redirect with nowhere to go, a malformed data: URI', async () => {
    await expect(fetchMetadata(`${origin}/loop`, 1n, options)).rejects.toThrow(/Too many redirects/)
    await expect(fetchMetadata(`${origin}/no-location`, 1n, options)).rejects.toThrow(/302 with no Location/)
    await expect(fetchMetadata('data:application/json,{"name":"100%"}', 1n, options)).rejects.toThrow(
      /Malformed data: URI/,
    )
  })

  test('a slow response is cut off at the time limit', async () => {
    const started = Date.now()
    await expect(fetchMetadata(`${origin}/slow`, 1n, options)).rejects.toThrow(/Timed out after 500 ms/)
    // Headers and a piece of the body, then silence: the same deadline holds.
    await expect(fetchMetadata(`${origin}/stall`, 1n, options)).rejects.toThrow(/Timed out after 500 ms/)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  test('not JSON, an unknown scheme', async () => {
    await expect(fetchMetadata(`${origin}/not-json`, 1n, options)).rejects.toThrow(/not JSON/)
    await expect(fetchMetadata('ftp://example.com/1.json', 1n, options)).rejects.toThrow(/Unsupported token URI scheme/)
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
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
  })
})
