import { randomBytes, randomInt } from 'node:crypto'
import { waitFor } from '@vitrine/testkit'
import Moralis from 'moralis-v1/node'
import { inject } from 'vitest'
import WebSocket from 'ws'

/** A subscription of moralis-v1 (its typings know neither `error` nor the session token argument). */
export type LiveSubscription = {
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take an object or an error text.
  on(event: string, listener: (value: any) => void): unknown
  unsubscribe(): unknown
}

/** `query.subscribe(sessionToken)`, as the SDK runs it (with the current user's token when none). */
export const subscribe = (query: unknown, sessionToken?: string) =>
  (query as { subscribe(token?: string): Promise<LiveSubscription> }).subscribe(sessionToken)

/** Closes the SDK's own socket (`query.subscribe()`'s), which would keep a test process waiting. */
export const closeDefaultLiveClient = () =>
  (Moralis as unknown as { LiveQuery: { close(): Promise<void> } }).LiveQuery.close()

/** The live query events a subscription of moralis-v1 received, as `event:name`, in order. */
export function eventsOf(subscription: LiveSubscription) {
  const events: string[] = []
  for (const event of ['create', 'update', 'delete', 'enter', 'leave'])
    subscription.on(event, (object) => events.push(`${event}:${object.get('name')}`))
  return events
}

/** The error a subscription was refused with (moralis-v1 emits it as `error`, after `open` does not come). */
export function errorOf(subscription: LiveSubscription) {
  const seen: { error: string | null } = { error: null }
  subscription.on('error', (error: string) => {
    seen.error = error
  })
  return seen
}

/** A raw REST call with the master key, as an app's Node script makes (a connection of its own). */
export async function asMaster(base: string, method: string, path: string, body?: unknown) {
  const stack = inject('stack')
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'X-Parse-Application-Id': stack.appId,
      'X-Parse-Master-Key': stack.masterKey,
      'Content-Type': 'application/json',
      Connection: 'close',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/**
 * A class of the test's own that anyone may read and only the master key write (a synced class's
 * permissions), with `name` and `color` columns.
 */
export async function createPublicClass(base: string, prefix: string) {
  const className = `${prefix}${randomBytes(4).toString('hex')}`
  const anyone = { '*': true }
  await asMaster(base, 'POST', `/schemas/${className}`, {
    className,
    fields: { name: { type: 'String' }, color: { type: 'String' } },
    classLevelPermissions: {
      find: anyone,
      count: anyone,
      get: anyone,
      create: {},
      update: {},
      delete: {},
      addField: {},
      protectedFields: {},
    },
  })
  return className
}

/** A new user signed up through the REST API: its id and session token. */
export async function signUp(base: string) {
  const stack = inject('stack')
  const response = await fetch(`${base}/users`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json', Connection: 'close' },
    body: JSON.stringify({ username: `live-${randomBytes(6).toString('hex')}`, password: 'correct horse battery' }),
  })
  const body = (await response.json()) as { objectId: string; sessionToken: string }
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** moralis-v1's LiveQueryClient, as far as the tests use it. */
export type LiveClient = {
  on(event: 'open' | 'close' | 'error', listener: () => void): unknown
  open(): void
  close(): Promise<void>
  subscribe(query: unknown, sessionToken?: string): LiveSubscription
}

/** A moralis-v1 live query client of its own (its own socket) to the backend at `base`. */
export async function openLiveClient(base: string) {
  const stack = inject('stack')
  const LiveQueryClient = (Moralis as unknown as { LiveQueryClient: new (options: object) => LiveClient })
    .LiveQueryClient
  const client = new LiveQueryClient({
    applicationId: stack.appId,
    serverURL: base.replace(/^http/, 'ws'),
    javascriptKey: undefined,
    masterKey: undefined,
  })
  let opened = false
  client.on('open', () => {
    opened = true
  })
  client.open()
  await waitFor(() => opened, 10_000)
  return client
}

/** A client address of its own (TEST-NET-3), so no other test shares its budget. */
export const someAddress = () => `203.0.113.${randomInt(1, 255)}`

/** A raw socket to the live query URL; settles with the socket once open, or with the HTTP refusal. */
export function rawSocket(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ socket: WebSocket } | { status: number; body: string }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.once('open', () => resolve({ socket }))
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.once('error', (error) => reject(error))
  })
}

/** The messages a raw socket receives, parsed, and how it closed. */
export function watch(socket: WebSocket) {
  const seen = { messages: [] as Record<string, unknown>[], closed: null as number | null }
  socket.on('message', (data) => seen.messages.push(JSON.parse(String(data)) as Record<string, unknown>))
  socket.on('close', (code) => {
    seen.closed = code
  })
  return seen
}

export { Moralis }
