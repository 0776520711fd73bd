import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'

export type DocumentHost = { url: string; host: string; close: () => Promise<void> }

/**
 * A web host of metadata documents for the tests (a creator's own server): the files a test
 * writes in `dir`, as JSON; `/unavailable/…` answers 503 (a host down for a while), any other
 * missing file 404. On loopback: the backend allows its `host:port` as it allows our own in dev.
 */
export async function startDocumentHost(dir: string): Promise<DocumentHost> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    if (path.startsWith('/unavailable/')) return response.writeHead(503).end()
    try {
      const body = await readFile(join(dir, path.replace(/^\/+/, '').replaceAll('..', '')))
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    url: `http://${host}`,
    host,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
