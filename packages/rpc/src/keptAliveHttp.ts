import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import {
  createTransport,
  type EIP1193RequestFn,
  HttpRequestError,
  type HttpTransport,
  ResponseBodyTooLargeError,
  RpcRequestError,
  TimeoutError,
} from 'viem'

type RpcCall = { jsonrpc: '2.0'; id: number; method: string; params?: unknown }
type RpcAnswer = { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } }
/** As viem splits its batches. */
const MAX_BATCH = 1000

type Pending = { call: RpcCall; resolve: (answer: RpcAnswer) => void; reject: (error: unknown) => void }

export type KeptAliveHttpOptions = {
  /** Calls made in one turn of the event loop go out as one JSON-RPC batch. */
  batch?: boolean
  /** Of one HTTP request, from sending to the whole answer read. */
  timeout?: number
  retryCount?: number
  retryDelay?: number
  maxResponseBytes?: number
}

/**
 * viem's `http` transport for a server that asks a node many times a second (the order book):
 * the same errors and retries, but over Node's HTTP client on kept-alive sockets, where `fetch`
 * builds a `Request`, a stream reader and a timeout error for every call — a third of a backend
 * worker's time under postOrder's load.
 */
export function keptAliveHttp(url: string, options: KeptAliveHttpOptions = {}): HttpTransport {
  const { batch = false, timeout = 10_000, retryCount, retryDelay, maxResponseBytes = 10_485_760 } = options
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true })
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  // As viem does: credentials in the URL become a basic authorization, never part of the path.
  if (target.username) {
    headers.authorization = `Basic ${btoa(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`)}`
    target.username = ''
    target.password = ''
  }
  const endpoint = target.toString()
  let nextId = 0
  let queue: Pending[] = []

  const post = (body: RpcCall | RpcCall[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body)
      const failed = (error: unknown) =>
        reject(
          error instanceof TimeoutError ||
            error instanceof HttpRequestError ||
            error instanceof ResponseBodyTooLargeError
            ? error
            : new HttpRequestError({ body, cause: error as Error, url: endpoint }),
        )
      const request = send(
        target,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
        (response) => readAnswer(response, body).then(resolve, failed),
      )
      const timer = setTimeout(() => request.destroy(new TimeoutError({ body, url: endpoint })), timeout)
      request.on('error', failed)
      request.on('close', () => clearTimeout(timer))
      request.end(payload)
    })

  const readAnswer = (response: IncomingMessage, body: RpcCall | RpcCall[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxResponseBytes)
          response.destroy(new ResponseBodyTooLargeError({ maxSize: maxResponseBytes, size }))
        else chunks.push(chunk)
      })
      response.on('error', reject)
      response.on('end', () => {
        try {
          resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'), response.statusCode ?? 0, body))
        } catch (error) {
          reject(error)
        }
      })
    })

  const parseAnswer = (text: string, status: number, body: RpcCall | RpcCall[]): unknown => {
    let data: unknown
    try {
      data = JSON.parse(text || '{}')
    } catch (error) {
      // Not JSON: an outage, with its status when the node said what went wrong (as viem tells it).
      const failed = status < 200 || status > 299 ? status : undefined
      throw new HttpRequestError({
        body,
        cause: error as Error,
        details: text.slice(0, 200),
        status: failed,
        url: endpoint,
      })
    }
    // A node that answers an HTTP error with a JSON-RPC error means that error (as viem reads it).
    const error = (data as RpcAnswer | null)?.error
    const isRpcError = typeof error?.code === 'number' && typeof error.message === 'string'
    if ((status < 200 || status > 299) && !isRpcError) {
      throw new HttpRequestError({ body, details: JSON.stringify(error) || text.slice(0, 200), status, url: endpoint })
    }
    return data
  }

  const flush = () => {
    const calls = queue
    queue = []
    if (calls.length === 0) return
    post(calls.map((pending) => pending.call)).then(
      (data) => {
        const answers = new Map<unknown, RpcAnswer>()
        // A node may answer a whole batch with one error (a batch it cannot read): each call gets it.
        if (!Array.isArray(data)) for (const pending of calls) pending.resolve(data as RpcAnswer)
        else {
          for (const answer of data as RpcAnswer[]) answers.set(answer?.id, answer)
          for (const pending of calls) {
            const answer = answers.get(pending.call.id)
            if (answer) pending.resolve(answer)
            else
              pending.reject(
                new HttpRequestError({
                  body: pending.call,
                  details: 'The batch answer lacks this call.',
                  url: endpoint,
                }),
              )
          }
        }
      },
      (error: unknown) => {
        for (const pending of calls) pending.reject(error)
      },
    )
  }

  const call = (method: string, params: unknown): Promise<RpcAnswer> => {
    const rpcCall: RpcCall = { jsonrpc: '2.0', id: nextId++, method, params }
    if (!batch) return post(rpcCall) as Promise<RpcAnswer>
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(flush, 0)
      queue.push({ call: rpcCall, resolve, reject })
      if (queue.length === MAX_BATCH) flush()
    })
  }

  return ({ retryCount: clientRetryCount }) =>
    createTransport(
      {
        key: 'http',
        name: 'HTTP JSON-RPC',
        type: 'http',
        retryCount: retryCount ?? clientRetryCount,
        retryDelay,
        timeout,
        request: (async ({ method, params }) => {
          const answer = await call(method, params)
          // What the node sent is checked before it is read: anything but an answer is a node at fault.
          if (typeof answer !== 'object' || answer === null || !('result' in answer || 'error' in answer))
            throw new HttpRequestError({ body: { method, params }, details: 'Not a JSON-RPC answer.', url: endpoint })
          if (answer.error) throw new RpcRequestError({ body: { method, params }, error: answer.error, url: endpoint })
          return answer.result
        }) as EIP1193RequestFn,
      },
      { url: endpoint, fetchOptions: undefined },
    ) as ReturnType<HttpTransport>
}
