import { rm } from 'node:fs/promises'
import net from 'node:net'
import type { Logger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { LOGGED } from '../http/parseLogAdapter.ts'

/** postOrder as the order book runs it: the call's parameters in, its answer or its Parse error out. */
export type PostOrder = (params: unknown) => Promise<unknown>

/** Where the workers' one order book is kept: a Unix socket, and whether this worker serves it. */
export type OrderBookPlace = { socketPath: string; keeper: boolean }

type Call = { id: number; params?: unknown }
type Answer = { id: number; result?: unknown; error?: { code: number; message: string } }

/** Bounds what one unanswered line may buffer (the HTTP body limit is far below it). */
const MAX_LINE_CHARS = 16 * 1024 * 1024

/** Calls each complete line of a socket's text, newline-delimited; a line past the bound closes it. */
function onLines(socket: net.Socket, onLine: (line: string) => void) {
  let buffered = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffered += chunk
    let end = buffered.indexOf('\n')
    while (end >= 0) {
      onLine(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
      end = buffered.indexOf('\n')
    }
    if (buffered.length > MAX_LINE_CHARS) socket.destroy(new Error('A line of the order book link is too long.'))
  })
}

/**
 * The worker that keeps the order book answers the other workers' postOrder calls on a Unix
 * socket (in the primary's private folder): one JSON line a call, one an answer, matched by id.
 * `postOrder` is the function Parse registered, so a relayed call runs the same checks, guards
 * and group commit as one that reached this worker over HTTP. A socket left by a keeper that died
 * is replaced.
 */
export async function serveOrderBook(socketPath: string, postOrder: PostOrder, log: Logger) {
  await rm(socketPath, { force: true })
  const answer = async (socket: net.Socket, line: string) => {
    let call: Call
    try {
      call = JSON.parse(line) as Call
    } catch (error) {
      log.error({ err: error }, 'order book link: unreadable call; closing its connection')
      return void socket.destroy()
    }
    let reply: Answer
    try {
      reply = { id: call.id, result: await postOrder(call.params) }
    } catch (error) {
      // The registered function throws Parse errors only (withInternalErrors logs the rest).
      const { code, message } = error instanceof Parse.Error ? error : internalError()
      reply = { id: call.id, error: { code, message } }
    }
    if (!socket.destroyed) socket.write(`${encodeAnswer(reply, log)}\n`)
  }
  const open = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    onLines(socket, (line) => void answer(socket, line))
    socket.on('error', (error) => log.warn({ err: error }, 'order book link: a worker connection failed'))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, resolve)
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A worker's kept-open connection would hold close() until that worker stops.
        for (const socket of open) socket.destroy()
      }),
  }
}

/** The answer's line; an answer that JSON cannot carry is our fault, logged here and answered 500. */
function encodeAnswer(reply: Answer, log: Logger) {
  try {
    return JSON.stringify(reply)
  } catch (error) {
    log.error({ err: error }, 'order book link: an answer JSON cannot carry')
    const { code, message } = internalError()
    return JSON.stringify({ id: reply.id, error: { code, message } } satisfies Answer)
  }
}

const internalError = () => new Parse.Error(Parse.Error.INTERNAL_SERVER_ERROR, 'Internal server error.')

/** The keeper's error as this worker answers it; a 500 was logged there, with its cause. */
const relayedError = ({ code, message }: { code: number; message: string }) => {
  const error = new Parse.Error(code, message)
  return code === Parse.Error.INTERNAL_SERVER_ERROR ? Object.assign(error, { [LOGGED]: true }) : error
}

/** Posting an order while the order book's worker is not there: an outage (503), not a verdict. */
export const orderBookAwayError = (cause: unknown) =>
  Object.assign(
    new Parse.Error(
      Parse.Error.CONNECTION_FAILED,
      'Posting orders is temporarily unavailable: the order book is restarting. Try again shortly.',
    ),
    { cause },
  )

/**
 * A worker's postOrder handed to the worker that keeps the order book (see serveOrderBook), on
 * one connection opened at the first call and again at the first call after it is lost. The
 * answer is the keeper's: its result, or its Parse error with the same code and sentence. Calls
 * under way when the connection is lost, or made while the keeper is away, fail with
 * {@link orderBookAwayError}: posting an order again is harmless.
 */
export function connectOrderBook(socketPath: string) {
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: unknown) => void }>()
  let socket: net.Socket | null = null
  let nextId = 1

  const open = () => {
    const opened = net.createConnection(socketPath)
    const lost = (cause: Error) => {
      if (socket !== opened) return
      socket = null
      const error = orderBookAwayError(cause)
      for (const call of waiting.values()) call.reject(error)
      waiting.clear()
    }
    opened.on('error', lost)
    opened.on('close', () => lost(new Error('The order book closed its connection.')))
    onLines(opened, (line) => {
      let answer: Answer
      try {
        answer = JSON.parse(line) as Answer
      } catch (error) {
        return void opened.destroy(error as Error)
      }
      const call = waiting.get(answer.id)
      if (!call) return
      waiting.delete(answer.id)
      if (answer.error) call.reject(relayedError(answer.error))
      else call.resolve(answer.result)
    })
    return opened
  }

  return {
    post: ((params) =>
      new Promise((resolve, reject) => {
        socket ??= open()
        const id = nextId++
        waiting.set(id, { resolve, reject })
        socket.write(`${JSON.stringify({ id, params } satisfies Call)}\n`)
      })) satisfies PostOrder,
    close() {
      socket?.destroy()
    },
  }
}

export type OrderBookLink = ReturnType<typeof connectOrderBook>
