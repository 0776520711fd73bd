import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, inject, test } from 'vitest'
import { moralisClient } from '../../test/moralisClient.ts'
import { ipfsCid } from './ipfsCid.ts'
import { NOT_A_PICTURE, SIGN_IN_TO_UPLOAD } from './uploadGuard.ts'

/**
 * moralis-v1's `Moralis.File(name, data).saveIPFS()` against the real server, signed in as a
 * Moralis app's user: the JSON upload it posts (`{ base64, fileData: { ipfs: true } }`) gets the
 * checks of any upload, and with no IPFS node configured (the test server) the CID Kubo would
 * give the bytes, served by Vitrine's own gateway at /ipfs/<cid>.
 */
const stack = inject('stack')
const Moralis = await moralisClient()
const origin = new URL(stack.serverUrl).origin
const picture = await sharp({ create: { width: 6, height: 6, channels: 3, background: { r: 10, g: 120, b: 200 } } })
  .png()
  .toBuffer()

async function signedIn() {
  const user = new Moralis.User()
  const name = `ipfs_${randomUUID().slice(0, 8)}`
  user.set('username', name)
  user.set('password', 'an ipfs password')
  await user.signUp()
  return user
}

describe('saveIPFS through moralis-v1', () => {
  test('answers ipfs() and hash(): the CID of the bytes, served at /ipfs/<cid> as they were sent', async () => {
    await signedIn()
    const file = new Moralis.File('dune.png', { base64: picture.toString('base64') })
    await file.saveIPFS()
    const hash = (file as unknown as { hash(): string }).hash()
    expect(hash).toBe(await ipfsCid(picture))
    expect(file.ipfs()).toBe(`${origin}/ipfs/${hash}`)
    // Parse's own answer too: a file kept with the uploads.
    expect(file.name()).toMatch(/^[0-9a-f]{32}_dune\.png$/)
    const served = await fetch(file.ipfs())
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture)
    expect((await fetch(file.url())).status).toBe(200)
    await Moralis.User.logOut()
  })

  test("a minter's metadata document (JSON) is taken by saveIPFS, and by no other upload", async () => {
    await signedIn()
    const document = Buffer.from(JSON.stringify({ name: 'Dune #1', image: 'ipfs://bafy/1.png', attributes: [] }))
    const metadata = new Moralis.File('metadata.json', { base64: document.toString('base64') })
    await metadata.saveIPFS()
    const hash = (metadata as unknown as { hash(): string }).hash()
    expect(hash).toBe(await ipfsCid(document))
    const served = await fetch(metadata.ipfs())
    expect(served.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(document)
    // Not JSON, or JSON not sent through saveIPFS: what any upload must be, a picture.
    const broken = new Moralis.File('metadata.json', { base64: Buffer.from('{"name": ').toString('base64') })
    await expect(broken.saveIPFS()).rejects.toMatchObject({ code: 130, message: NOT_A_PICTURE })
    const plain = new Moralis.File('metadata.json', { base64: document.toString('base64') })
    await expect(plain.save()).rejects.toMatchObject({ code: 130, message: NOT_A_PICTURE })
    await Moralis.User.logOut()
  })

  test('the same checks as any upload: signed in, a picture by its bytes', async () => {
    await Moralis.User.logOut()
    const anonymous = new Moralis.File('dune.png', { base64: picture.toString('base64') })
    await expect(anonymous.saveIPFS()).rejects.toMatchObject({ code: 206, message: SIGN_IN_TO_UPLOAD })
    await signedIn()
    const text = new Moralis.File('note.png', { base64: Buffer.from('not a picture').toString('base64') })
    await expect(text.saveIPFS()).rejects.toMatchObject({ code: 130, message: NOT_A_PICTURE })
    await Moralis.User.logOut()
  })

  test('a body with no app id, or not a file, is refused in words', async () => {
    const post = (body: unknown) =>
      fetch(`${stack.serverUrl}/files/x.png`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(body),
      })
    const noApp = await post({ base64: picture.toString('base64'), fileData: { ipfs: true } })
    expect(noApp.status).toBe(403)
    const notFile = await post({ _ApplicationId: stack.appId, _SessionToken: 'r:any', base64: 42 })
    expect(notFile.status).toBe(400)
    expect(await notFile.json()).toEqual({ code: 130, error: 'The body is not a file: { base64 } expected.' })
    const anonymous = await post({ _ApplicationId: stack.appId, base64: 42 })
    expect(await anonymous.json()).toEqual({ code: 206, error: SIGN_IN_TO_UPLOAD })
  })
})

describe('GET /ipfs/<cid>', () => {
  test('only a CID is a path; a CID not kept here is 404', async () => {
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      'QmNotACid',
      'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4',
    ]) {
      const answer = await fetch(`${origin}/ipfs/${path}`)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
    }
  })
})
