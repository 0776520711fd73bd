import { connect } from 'node:net'

export type PipelinedRequest = { method: string; path: string; headers: Record<string, string>; body?: unknown }
export type PipelinedResponse = { status: number; body: unknown }

/**
 * Sends every request on one TCP connection before reading any answer (HTTP/1.1 pipelining, as an
 * attacker's client may), then reads the answers in order. The last request closes the connection.
 */
export function sendPipelined(port: number, requests: PipelinedRequest[]): Promise<PipelinedResponse[]> {
  const wire = requests
    .map(({ method, path, headers, body }, index) => {
      const payload = body === undefined ? '' : JSON.stringify(body)
      const lines = [
        `${method} ${path} HTTP/1.1`,
        'Host: localhost',
        `Connection: ${index === requests.length - 1 ? 'close' : 'keep-alive'}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Length: ${Buffer.byteLength(payload)}`,
      ]
      return `${lines.join('\r\n')}\r\n\r\n${payload}`
    })
    .join('')
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    // Written, not ended: a half-closed connection is dropped by the server before it answers.
    const socket = connect(port, '127.0.0.1', () => socket.write(wire))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      try {
        resolve(parseResponses(Buffer.concat(chunks)))
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** Splits HTTP/1.1 answers read back to back (each with a Content-Length, as Express sends JSON). */
function parseResponses(data: Buffer): PipelinedResponse[] {
  const responses: PipelinedResponse[] = []
  let offset = 0
  while (offset < data.length) {
    const headerEnd = data.indexOf('\r\n\r\n', offset)
    if (headerEnd < 0) throw new Error(`an incomplete answer: ${data.subarray(offset).toString()}`)
    const head = data.subarray(offset, headerEnd).toString()
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
    const body = data.subarray(headerEnd + 4, headerEnd + 4 + length).toString()
    responses.push({ status, body: body ? JSON.parse(body) : undefined })
    offset = headerEnd + 4 + length
  }
  return responses
}
