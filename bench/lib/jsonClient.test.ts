import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createJsonClient } from './jsonClient.ts'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A real HTTP server on a free port; answers with `handle`, counts the sockets it was given. */
async function serve(handle: (request: IncomingMessage, body: string, response: ServerResponse) => void, port = 0) {
  const seen = { sockets: 0, open: 0, mostOpen: 0 }
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => handle(request, body, response))
  })
  server.on('connection', (socket) => {
    seen.sockets++
    seen.open++
    seen.mostOpen = Math.max(seen.mostOpen, seen.open)
    socket.on('close', () => seen.open--)
  })
  await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, seen, server }
}

const json = (response: ServerResponse, status: number, value: unknown) => {
  const text = JSON.stringify(value)
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) })
  response.end(text)
}

describe('the load generator’s JSON client', () => {
  it('does not reuse a socket left idle near the server’s keep-alive timeout: a new one answers', async () => {
    const { url, seen, server: http } = await serve((_, __, response) => json(response, 200, { ok: true }))
    // The server closes idle sockets after 300 ms; the client stops reusing them after 200.
    http.keepAliveTimeout = 300
    const send = createJsonClient(url, {}, 4, 200)
    await send('GET', '/')
    await send('GET', '/')
    expect(seen.sockets).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await send('GET', '/')).toEqual({ status: 200, body: { ok: true } })
    expect(seen.sockets).toBe(2)
  })

  it('sends the method, path, headers and JSON body, and reads status and JSON answer', async () => {
    const { url } = await serve((request, body, response) =>
      json(response, 201, { method: request.method, url: request.url, app: request.headers['x-app'], body, é: 'ü' }),
    )
    const send = createJsonClient(url, { 'X-App': 'vitrine' })
    const answer = await send('POST', '/functions/echo', { a: [1, 'two'] }, { 'X-Extra': '1' })
    expect(answer).toEqual({
      status: 201,
      body: { method: 'POST', url: '/api/functions/echo', app: 'vitrine', body: '{"a":[1,"two"]}', é: 'ü' },
    })
    expect((await send('GET', '/health')).body).toMatchObject({ method: 'GET', body: '' })
  })

  it('keeps at most maxSockets open, reuses them, and answers every call', async () => {
    const { url, seen } = await serve((_request, body, response) =>
      setTimeout(() => json(response, 200, { echo: JSON.parse(body) }), 5),
    )
    const send = createJsonClient(url, {}, 3)
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => send('POST', '/x', { n })))
    expect(answers.map((answer) => answer.body.echo)).toEqual(Array.from({ length: 30 }, (_, n) => ({ n })))
    expect(seen.mostOpen).toBe(3)
    expect(seen.sockets).toBe(3)
  })

  it('opens a new socket after the server closes one (idle timeout or Connection: close)', async () => {
    let calls = 0
    const { url, seen, server } = await serve((_request, _body, response) => {
      calls++
      if (calls === 2) response.setHeader('Connection', 'close')
      json(response, 200, { calls })
    })
    const send = createJsonClient(url, {})
    expect((await send('GET', '/')).body).toEqual({ calls: 1 })
    // As when an idle socket outlives the server's keep-alive timeout.
    server.closeIdleConnections()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await send('GET', '/')).body).toEqual({ calls: 2 })
    expect((await send('GET', '/')).body).toEqual({ calls: 3 })
    expect(seen.sockets).toBe(3)
  })

  it('reads an answer in many pieces: a large body, and headers split between packets', async () => {
    const large = { items: Array.from({ length: 20_000 }, (_, n) => ({ n, name: `item ${n}` })) }
    const { url } = await serve((_request, _body, response) => {
      const text = JSON.stringify(large)
      response.writeHead(200, { 'Content-Length': Buffer.byteLength(text) })
      for (let at = 0; at < text.length; at += 1000) response.write(text.slice(at, at + 1000))
      response.end()
    })
    expect((await createJsonClient(url, {})('GET', '/')).body).toEqual(large)

    // Two answers on one socket: the first split inside its headers, the second inside its body.
    const pieces = [
      ['HTTP/1.1 200 OK\r\nContent-Le', 'ngth: 7\r\n\r\n{"a":1}'],
      ['HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n{"b"', ':2}'],
    ]
    const tcp = createTcpServer((socket) => {
      let answer = 0
      socket.on('data', () => {
        const [first, second] = pieces[answer++] as string[]
        socket.write(first as string)
        setTimeout(() => socket.write(second as string), 20)
      })
    })
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
    const port = (tcp.address() as AddressInfo).port
    try {
      expect(await createJsonClient(`http://127.0.0.1:${port}/`, {})('GET', '/')).toEqual({
        status: 200,
        body: { a: 1 },
      })
    } finally {
      tcp.close()
    }
  })

  it('answers 204 with an empty body', async () => {
    const { url } = await serve((_request, _body, response) => {
      response.writeHead(204)
      response.end()
    })
    expect(await createJsonClient(url, {})('DELETE', '/x')).toEqual({ status: 204, body: {} })
  })

  it('refuses an answer without Content-Length and one that is not JSON, and goes on', async () => {
    const { url } = await serve((request, _body, response) => {
      if (request.url?.endsWith('/chunked')) {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.write('{"a":')
        response.end('1}')
      } else if (request.url?.endsWith('/html')) {
        response.writeHead(502, { 'Content-Length': 7 })
        response.end('<html/>')
      } else json(response, 200, { ok: true })
    })
    const send = createJsonClient(url, {}, 1)
    await expect(send('GET', '/chunked')).rejects.toThrow('an answer without Content-Length')
    await expect(send('GET', '/html')).rejects.toThrow('an answer that is not JSON (502): <html/>')
    expect((await send('GET', '/ok')).body).toEqual({ ok: true })
  })

  it('rejects the calls while the server is not there, and keeps its limit when it is back', async () => {
    const first = await serve((_request, _body, response) => json(response, 200, {}))
    const port = (first.server.address() as AddressInfo).port
    await new Promise((resolve) => first.server.close(resolve))
    const send = createJsonClient(first.url, {}, 1)
    const refused = await Promise.allSettled([send('GET', '/'), send('GET', '/'), send('GET', '/')])
    expect(refused.map((outcome) => outcome.status === 'rejected' && String(outcome.reason))).toEqual(
      Array(3).fill(expect.stringContaining('ECONNREFUSED')),
    )
    const { seen } = await serve((_request, _body, response) => setTimeout(() => json(response, 200, {}), 5), port)
    await Promise.all(Array.from({ length: 5 }, () => send('GET', '/')))
    expect(seen.mostOpen).toBe(1)
  })
})
