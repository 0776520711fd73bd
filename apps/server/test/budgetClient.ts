import { randomInt } from 'node:crypto'
import { get, type IncomingMessage } from 'node:http'
import { LIVE_STREAM_PATH } from '@vitrine/api'

/**
 * A client address of its own (198.18.0.0/15, set aside for tests), so that no other test's
 * requests share its budgets; believed by a backend with `TRUST_PROXY=loopback`.
 */
export const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`

export type BudgetAnswer = { status: number; retryAfter: string | null; body: Record<string, unknown> }

/**
 * One request from `from`, on a connection of its own (fresh connections alternate between the
 * workers of a backend, so two in a row are answered by both).
 */
export async function send(
  base: string,
  method: string,
  path: string,
  options: { from: string; body?: unknown; session?: string; bytes?: Buffer },
): Promise<BudgetAnswer> {
  const headers: Record<string, string> = {
    'X-Parse-Application-Id': 'vitrine',
    'X-Forwarded-For': options.from,
    Connection: 'close',
    'Content-Type': options.bytes ? 'image/png' : 'application/json',
  }
  if (options.session) headers['X-Parse-Session-Token'] = options.session
  const body = options.bytes
    ? new Uint8Array(options.bytes)
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body)
  const response = await fetch(`${base}${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { text }
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed }
}

/** `count` calls of `task`, `concurrency` at a time; their answers in order. */
export async function inTurns<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const answers: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        answers[index] = await task(index)
      }
    }),
  )
  return answers
}

export type OpenedStream = {
  status: number
  retryAfter: string | null
  /** What it received so far (the answer's JSON when refused). */
  text: () => string
  /** Resolves when the stream has ended, either side. */
  ended: Promise<void>
  response: IncomingMessage
  close: () => void
}

/** A live-update stream of every change, opened from `from` on a connection of its own. */
export function openStream(port: number, from: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      { port, path: `/server${LIVE_STREAM_PATH}`, agent: false, headers: { 'X-Forwarded-For': from } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        const ended = new Promise<void>((done) => {
          response.once('close', () => done())
          // A stream cut by the server before its last chunk: 'aborted', then an error.
          response.once('error', () => done())
        })
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          text: () => text,
          ended,
          response,
          close: () => request.destroy(),
        })
      },
    )
    request.on('error', reject)
  })
}
