import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, inject, test } from 'vitest'
import { newUser } from '../../test/access.ts'
import { FILE_MAX_BYTES, UPLOADS_PER_MINUTE } from '../../test/globalSetup.ts'
import { NOT_A_PICTURE, SIGN_IN_TO_UPLOAD, tooLarge } from './uploadGuard.ts'

type Upload = {
  status: number
  body: { url?: string; name?: string; code?: number; error?: string }
  retryAfter: string | null
}

async function upload(name: string, bytes: Buffer | string, token?: string, type = 'image/png'): Promise<Upload> {
  const stack = inject('stack')
  const headers: Record<string, string> = { 'X-Parse-Application-Id': stack.appId, 'Content-Type': type }
  if (token) headers['X-Parse-Session-Token'] = token
  const response = await fetch(`${stack.serverUrl}/files/${name}`, {
    method: 'POST',
    headers,
    body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
  })
  return {
    status: response.status,
    body: (await response.json()) as Upload['body'],
    retryAfter: response.headers.get('retry-after'),
  }
}

/** Files on disk; the folder is made by the first upload, so none yet counts as 0. */
const stored = async () => (await readdir(inject('stack').filesDir).catch(() => [])).length
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer()

const cleanSvg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>'

describe('POST /files/:name', () => {
  test('a picture is stored under a sanitised name with the extension its bytes say, and served as itself', async () => {
    const { token } = await newUser()
    const bytes = await png()
    // Sent as JPEG by name and header: the bytes are a PNG.
    const answer = await upload(encodeURIComponent('../My pïcture <b>!.jpg'), bytes, token, 'image/jpeg')
    expect(answer.status).toBe(201)
    expect(answer.body.name).toMatch(/^[0-9a-f]{32}_My-picture-b\.png$/)
    const served = await fetch(answer.body.url as string)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  test('an SVG is stored but never served as SVG', async () => {
    const { token } = await newUser()
    const answer = await upload('drawing.svg', cleanSvg, token, 'image/svg+xml')
    expect(answer.status).toBe(201)
    expect(answer.body.name).toMatch(/_drawing\.svg$/)
    const served = await fetch(answer.body.url as string)
    expect(served.headers.get('content-type')).toBe('application/octet-stream')
    expect(served.headers.get('content-disposition')).toBe('attachment')
  })

  test('each refusal is a Parse error in words, and nothing is stored', async () => {
    const { token } = await newUser()
    const before = await stored()
    const html = await upload('page.png', '<!doctype html><html><script>alert(1)</script></html>', token)
    expect(html).toMatchObject({ status: 400, body: { code: 130, error: NOT_A_PICTURE } })
    const scripted = cleanSvg.replace('<rect', '<script>alert(1)</script><rect')
    const svg = await upload('evil.svg', scripted, token, 'image/svg+xml')
    expect(svg.status).toBe(400)
    expect(svg.body.error).toBe('The SVG contains a script. Upload it without.')
    const handler = await upload('evil.svg', cleanSvg.replace('<rect', '<rect onload="alert(1)"'), token)
    expect(handler.body.error).toMatch(/event handler/)
    const big = Buffer.concat([await png(), Buffer.alloc(FILE_MAX_BYTES)])
    expect(await upload('big.png', big, token)).toMatchObject({
      status: 413,
      body: { code: 130, error: tooLarge(FILE_MAX_BYTES) },
    })
    expect(await upload('empty.png', '', token)).toMatchObject({ status: 400, body: { error: 'The file is empty.' } })
    expect(await upload('anon.png', await png())).toMatchObject({
      status: 401,
      body: { code: 206, error: SIGN_IN_TO_UPLOAD },
    })
    expect(await upload('forged.png', await png(), 'r:not-a-session')).toMatchObject({ body: { code: 209 } })
    expect(await stored()).toBe(before)
  })

  test('a burst over the per-user budget is refused; another user still uploads', async () => {
    const { token } = await newUser()
    const bytes = await png()
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_PER_MINUTE }, (_, index) => upload(`burst-${index}.png`, bytes, token)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const before = await stored()
    const over = await upload('one-more.png', bytes, token)
    expect(over.status).toBe(429)
    expect(Number(over.retryAfter)).toBeGreaterThan(0)
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60)
    expect(over.body).toMatchObject({ code: 155, error: expect.stringMatching(/^Too many uploads/) })
    expect(await stored()).toBe(before)
    const other = await newUser()
    expect((await upload('other.png', bytes, other.token)).status).toBe(201)
  })
})
