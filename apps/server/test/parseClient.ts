import Parse from 'parse/node'
import { inject } from 'vitest'

/** The Parse JS SDK pointed at the test backend: the reference client of the standard protocol. */
export function parseClient() {
  const stack = inject('stack')
  Parse.initialize(stack.appId, undefined, stack.masterKey)
  Parse.serverURL = stack.serverUrl
  return Parse
}

/** A raw REST call, for what the SDK has no method for (`/challenge`) or would refuse to send. */
export async function rest(
  method: string,
  path: string,
  body?: unknown,
  sessionToken?: string,
  extraHeaders: Record<string, string> = {},
) {
  const stack = inject('stack')
  const headers: Record<string, string> = {
    'X-Parse-Application-Id': stack.appId,
    'Content-Type': 'application/json',
    ...extraHeaders,
  }
  if (sessionToken) headers['X-Parse-Session-Token'] = sessionToken
  const response = await fetch(`${stack.serverUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
