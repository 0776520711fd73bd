import { createHash } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPool } from '@vitrine/db'
import { freePort } from '@vitrine/testkit'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { call, newUser } from '../../test/access.ts'
import { fakeKubo } from '../../test/fakeKubo.ts'
import { testNoSelfRequests } from '../../test/noSelfRequests.ts'
import { selfRequests, watchSelfRequests } from '../../test/selfRequestWatch.ts'
import { createFilesAdapter } from '../files/createFilesAdapter.ts'
import { createIpfsClient } from './createIpfsClient.ts'
import { createMetadataHost } from './createMetadataHost.ts'
import { ownFileReader } from './ownFileReader.ts'

const token = {
  name: 'Dune #1',
  description: 'Sand at dawn.',
  image: 'https://example.com/dune.png',
  attributes: [{ trait_type: 'Wind', value: 'East' }],
}

describe('putMetadata', () => {
  test('answers a content-addressed URI, the same for the same document in any key order', async () => {
    const { token: session } = await newUser()
    const first = await call('POST', '/functions/putMetadata', {
      body: { kind: 'token', metadata: token },
      sessionToken: session,
    })
    expect(first.status).toBe(200)
    const uri = (first.body.result as { uri: string }).uri
    const origin = new URL(inject('stack').serverUrl).origin
    expect(uri).toMatch(new RegExp(`^${origin}/metadata/[0-9a-f]{64}\\.json$`))
    const reordered = {
      attributes: token.attributes,
      image: token.image,
      description: token.description,
      name: token.name,
    }
    const second = await call('POST', '/functions/putMetadata', {
      body: { kind: 'token', metadata: reordered },
      sessionToken: (await newUser()).token,
    })
    expect((second.body.result as { uri: string }).uri).toBe(uri)

    const served = await fetch(uri)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = await served.text()
    // The name is the hash of the bytes served.
    expect(uri).toContain(createHash('sha256').update(body).digest('hex'))
    expect(JSON.parse(body)).toEqual(token)
    const again = await fetch(uri, { headers: { 'If-None-Match': served.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    const other = await call('POST', '/functions/putMetadata', {
      body: { kind: 'collection', metadata: { name: 'Dunes', seller_fee_basis_points: 500 } },
      sessionToken: session,
    })
    expect((other.body.result as { uri: string }).uri).not.toBe(uri)
  })

  test('refuses without a session, and a bad document with the reason, storing nothing', async () => {
    const anonymous = await call('POST', '/functions/putMetadata', { body: { kind: 'token', metadata: token } })
    expect(anonymous.body).toEqual({ code: 206, error: 'Sign in to call putMetadata.' })
    const { token: session } = await newUser()
    const bad = await call('POST', '/functions/putMetadata', {
      body: { kind: 'token', metadata: { ...token, image: 'file:///etc/passwd' } },
      sessionToken: session,
    })
    expect(bad).toEqual({
      status: 400,
      body: { code: 162, error: 'metadata must be an http(s), ipfs:// or ar:// link.' },
    })
    const origin = new URL(inject('stack').serverUrl).origin
    expect((await fetch(`${origin}/metadata/${'0'.repeat(64)}.json`)).status).toBe(404)
  })
})

describe('putMetadata with an IPFS API', () => {
  const kubo = fakeKubo()
  let apiUrl: string
  const pool = createPool(inject('stack').databaseUrl)
  beforeAll(async () => {
    const port = await freePort()
    await new Promise<void>((resolve) => kubo.server.listen(port, '127.0.0.1', resolve))
    apiUrl = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    kubo.server.close()
    await pool.end()
  })

  test('pins the picture uploaded here, then the document naming it by CID', async () => {
    const stack = inject('stack')
    const { token: session } = await newUser()
    const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer()
    const upload = await fetch(`${stack.serverUrl}/files/dune.png`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'X-Parse-Session-Token': session, 'Content-Type': 'image/png' },
      body: new Uint8Array(picture),
    })
    const { url } = (await upload.json()) as { url: string }
    const host = createMetadataHost({
      pool,
      publicOrigin: 'http://unused',
      ipfs: createIpfsClient(apiUrl),
      readOwnFile: ownFileReader(stack.serverUrl, stack.appId, createFilesAdapter({ dir: stack.filesDir })),
    })
    // The picture is read where Parse keeps it, not asked of the backend's port.
    const watched = join(await mkdtemp(join(tmpdir(), 'pin-')), 'requests.log')
    const watch = watchSelfRequests(Number(new URL(stack.serverUrl).port), watched)
    const { uri } = await host.put('token', { ...token, image: url })
    watch.stop()
    expect(selfRequests(watched)).toEqual([])
    const cid = uri.replace('ipfs://', '')
    const document = JSON.parse(kubo.pinned.get(cid)?.toString() ?? 'null') as { image: string }
    expect(document).toMatchObject({ name: token.name, image: expect.stringMatching(/^ipfs:\/\/bafk/) })
    expect(kubo.pinned.get(document.image.replace('ipfs://', ''))?.equals(picture)).toBe(true)
    // A picture elsewhere is left as its link: the backend fetches nothing on a document's word.
    const elsewhere = await host.put('token', token)
    expect(JSON.parse(kubo.pinned.get(elsewhere.uri.replace('ipfs://', ''))?.toString() ?? '{}').image).toBe(
      token.image,
    )
  })

  test('an IPFS API that does not answer is an error that says so', async () => {
    const host = createMetadataHost({
      pool,
      publicOrigin: 'http://unused',
      ipfs: createIpfsClient(`http://127.0.0.1:${await freePort()}`),
      readOwnFile: async () => null,
    })
    await expect(host.put('token', token)).rejects.toThrow(/does not answer/)
  })
})

testNoSelfRequests()
