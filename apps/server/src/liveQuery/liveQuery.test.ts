import { waitFor } from '@vitrine/testkit'
import { afterAll, describe, expect, inject, test } from 'vitest'
import {
  asMaster,
  closeDefaultLiveClient,
  createPublicClass,
  errorOf,
  eventsOf,
  openLiveClient,
  rawSocket,
  signUp,
  subscribe,
  watch,
} from '../../test/liveQueryClient.ts'
import { moralisClient } from '../../test/moralisClient.ts'

/** Long enough for an event that would come to have come (they arrive in milliseconds here). */
const QUIET_MS = 500
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('live queries on the backend, through moralis-v1', () => {
  const closers: (() => unknown)[] = []
  afterAll(async () => {
    for (const close of closers.splice(0)) await close()
    // The SDK's own socket (query.subscribe()), which would keep this test process waiting.
    await closeDefaultLiveClient()
  })

  test('a subscriber receives create, update, enter, leave and delete of a public class', async () => {
    const base = inject('stack').serverUrl
    const Moralis = await moralisClient()
    const className = await createPublicClass(base, 'LiveItem')
    const query = new Moralis.Query(className)
    query.equalTo('color', 'red')
    const subscription = await subscribe(query)
    closers.push(() => subscription.unsubscribe())
    const events = eventsOf(subscription)

    const { objectId } = (await asMaster(base, 'POST', `/classes/${className}`, { name: 'a', color: 'red' })) as {
      objectId: string
    }
    await waitFor(() => events.length === 1)
    await asMaster(base, 'PUT', `/classes/${className}/${objectId}`, { name: 'b' })
    await waitFor(() => events.length === 2)
    await asMaster(base, 'PUT', `/classes/${className}/${objectId}`, { color: 'blue' })
    await waitFor(() => events.length === 3)
    await asMaster(base, 'PUT', `/classes/${className}/${objectId}`, { color: 'red' })
    await waitFor(() => events.length === 4)
    await asMaster(base, 'DELETE', `/classes/${className}/${objectId}`)
    await waitFor(() => events.length === 5)
    expect(events).toEqual(['create:a', 'update:b', 'leave:b', 'enter:b', 'delete:b'])
  })

  test("a row whose ACL names one user reaches that user's subscription, not another user's nor a signed-out one", async () => {
    const base = inject('stack').serverUrl
    const Moralis = await moralisClient()
    const className = await createPublicClass(base, 'LivePrivate')
    const [owner, other] = [await signUp(base), await signUp(base)]
    const subscribeAs = async (sessionToken?: string) => {
      const subscription = await subscribe(new Moralis.Query(className), sessionToken)
      closers.push(() => subscription.unsubscribe())
      return eventsOf(subscription)
    }
    const [ownerEvents, otherEvents, anonymousEvents] = [
      await subscribeAs(owner.sessionToken),
      await subscribeAs(other.sessionToken),
      await subscribeAs(),
    ]
    await asMaster(base, 'POST', `/classes/${className}`, {
      name: 'secret',
      color: 'red',
      ACL: { [owner.objectId]: { read: true } },
    })
    await asMaster(base, 'POST', `/classes/${className}`, { name: 'public', color: 'red' })
    await waitFor(() => ownerEvents.length === 2 && otherEvents.length === 1 && anonymousEvents.length === 1)
    await pause(QUIET_MS)
    expect(ownerEvents).toEqual(['create:secret', 'create:public'])
    expect(otherEvents).toEqual(['create:public'])
    expect(anonymousEvents).toEqual(['create:public'])
  })

  test('a class clients may not find cannot be subscribed to', async () => {
    const Moralis = await moralisClient()
    for (const className of ['_User', '_Session', '_Role']) {
      const subscription = await subscribe(new Moralis.Query(className))
      const seen = errorOf(subscription)
      await waitFor(() => seen.error !== null)
      expect(seen.error).toBe(`Live queries are not offered on ${className}: clients cannot find its rows.`)
    }
  })

  test('the master key is not accepted on the socket; other paths do not upgrade', async () => {
    const stack = inject('stack')
    const url = stack.serverUrl.replace(/^http/, 'ws')
    const opened = await rawSocket(url)
    if (!('socket' in opened)) throw new Error(`refused: ${opened.status}`)
    const seen = watch(opened.socket)
    opened.socket.send(JSON.stringify({ op: 'connect', applicationId: stack.appId, masterKey: stack.masterKey }))
    await waitFor(() => seen.closed !== null)
    expect(seen.messages).toEqual([
      {
        op: 'error',
        code: 119,
        error: 'The master key is not accepted on live queries: connect with a session token, or none.',
        reconnect: false,
      },
    ])
    expect(await rawSocket(url.replace(/\/server$/, '/elsewhere'))).toEqual({
      status: 404,
      body: JSON.stringify({ error: 'Live queries are served at /server only.' }),
    })
  })

  test('a moralis-v1 client of its own opens a socket on the API port', async () => {
    const client = await openLiveClient(inject('stack').serverUrl)
    closers.push(() => client.close())
  })
})
