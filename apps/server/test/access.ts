import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'

export type Answer = { status: number; body: Record<string, unknown> }

/**
 * Whether an answer is a refusal on permission grounds (rather than a result, or an error about
 * the input or a missing record): Parse's "Permission denied" (a closed route or class; code 101
 * when a class needs a session), its answers to a call that needs a session or another user's
 * (209, 206), a file upload refused, a master-key route or function.
 */
export function isRefusal({ status, body }: Answer): boolean {
  const error = typeof body.error === 'string' ? body.error : ''
  return (
    status === 401 ||
    status === 403 ||
    body.code === 119 ||
    body.code === 209 ||
    body.code === 206 ||
    (body.code === 142 && /Master key is required/.test(error)) ||
    (body.code === 101 && /^Permission denied/.test(error)) ||
    (body.code === 130 && /disabled/i.test(error)) ||
    /unauthorized/i.test(error)
  )
}

/** A missing record: what another user's private record looks like. */
export const isNotFound = ({ status, body }: Answer) => status === 404 || body.code === 101

/** One call to the test backend without the master key; any answer, JSON or not. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; sessionToken?: string | undefined; text?: string } = {},
): Promise<Answer> {
  const stack = inject('stack')
  const headers: Record<string, string> = { 'X-Parse-Application-Id': stack.appId }
  if (options.sessionToken) headers['X-Parse-Session-Token'] = options.sessionToken
  let body: string | undefined
  if (options.text !== undefined) {
    headers['Content-Type'] = 'text/plain'
    body = options.text
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${stack.serverUrl}${path}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed }
}

/** A call with the master key, for what only operators may see (the schema). */
export async function asMaster(method: string, path: string, body?: unknown): Promise<Answer> {
  const stack = inject('stack')
  const response = await fetch(`${stack.serverUrl}${path}`, {
    method,
    headers: {
      'X-Parse-Application-Id': stack.appId,
      'X-Parse-Master-Key': stack.masterKey,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A new password account: its id and session. */
export async function newUser(): Promise<{ id: string; token: string }> {
  const answer = await call('POST', '/users', {
    body: { username: `user_${randomUUID().slice(0, 8)}`, password: 'pw' },
  })
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`)
  return { id: answer.body.objectId as string, token: answer.body.sessionToken as string }
}
