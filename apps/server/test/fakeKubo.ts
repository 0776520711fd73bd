import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'

/** A Kubo-compatible `add`: keeps each file under a CID made from its bytes. */
export function fakeKubo() {
  const pinned = new Map<string, Buffer>()
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.startsWith('/api/v0/add?')) {
      response.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = await new Request('http://kubo/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData()
    const file = form.get('file') as File
    const bytes = Buffer.from(await file.arrayBuffer())
    const cid = `bafk${createHash('sha256').update(bytes).digest('hex').slice(0, 52)}`
    if (new URL(request.url, 'http://kubo').searchParams.get('pin') === 'true') pinned.set(cid, bytes)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(`${JSON.stringify({ Name: file.name, Hash: cid, Size: String(bytes.length) })}\n`)
  })
  return { server, pinned }
}
