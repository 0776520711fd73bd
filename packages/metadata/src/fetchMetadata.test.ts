import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchMetadata, type MetadataOptions } from './fetchMetadata.ts'

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
    const arweave = `ar://${'a'.repeat(43)}/1.png`
    expect(await imageOf(arweave)).toBe(arweave)
    expect(await imageOf('ar://short')).toBeNull()
    expect(await imageOf('javascript:alert(1)')).toBeNull()
    expect(await imageOf('https://example.com/a\u0000.png')).toBeNull()
  })
})

describe('fetchMetadata: refusals (the fetch rules themselves are tested in @vitrine/safe-fetch)', () => {
  test('a URL on a private address that is not allow-listed, and a redirect to one', async () => {
    await expect(fetchMetadata(`${origin}/ok.json`, 1n, { ...options, allowedHosts: [] })).rejects.toThrow(
      /resolves to a private address \(127\.0\.0\.1\)/,
    )
    await expect(fetchMetadata(`${origin}/to-metadata-service`, 1n, options)).rejects.toThrow(/169\.254\.169\.254/)
  })

  test('an oversized response, an oversized data: URI', async () => {
    await expect(fetchMetadata(`${origin}/big`, 1n, options)).rejects.toThrow(/Too large/)
    const huge = `data:application/json,${'%20'.repeat(1_000_001)}`
    await expect(fetchMetadata(huge, 1n, options)).rejects.toThrow(/Inline metadata is too large/)
  })

  test('a malformed data: URI, not JSON, an unknown scheme', async () => {
    await expect(fetchMetadata('data:application/json,{"name":"100%"}', 1n, options)).rejects.toThrow(
      /Malformed data: URI/,
    )
    await expect(fetchMetadata(`${origin}/not-json`, 1n, options)).rejects.toThrow(/not JSON/)
    await expect(fetchMetadata('ftp://example.com/1.json', 1n, options)).rejects.toThrow(/Unsupported token URI scheme/)
  })
})
