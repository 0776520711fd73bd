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
    if (path === '/ok.json' || path.startsWith('/ipfs/bafymeta/')) return response.end(JSON.stringify(doc))
    if (path === '/to-metadata-service') {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' })
      return response.end()
    }
    if (path === '/big') return response.end(Buffer.alloc(2_000_000, 32))
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

  test('a redirect to a private address (checked again after the redirect)', async () => {
    await expect(fetchMetadata(`${origin}/to-metadata-service`, 1n, options)).rejects.toThrow(/169\.254\.169\.254/)
  })

  test('an oversized response is cut off', async () => {
    await expect(fetchMetadata(`${origin}/big`, 1n, options)).rejects.toThrow(/Too large/)
  })

  test('a slow response is cut off at the time limit', async () => {
    const started = Date.now()
    await expect(fetchMetadata(`${origin}/slow`, 1n, options)).rejects.toThrow(/Timed out after 500 ms/)
    expect(Date.now() - started).toBeLessThan(2000)
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
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
  })
})
