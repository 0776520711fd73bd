import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { type Answer, call, isNotFound, isRefusal, newUser } from '../../test/access.ts'
import { parseRoutes } from '../../test/parseRoutes.ts'
import { FUNCTION_ACCESS } from './functionAccess.ts'
import { ROUTE_ACCESS } from './routeAccess.ts'

type Request = { method: string; path: string; body?: unknown; text?: string }

const unique = () => randomUUID().replaceAll('-', '').slice(0, 10)
const wrongPassword = { username: `nobody_${unique()}`, password: 'wrong' }

/** Values for a route's path parameters that reach its handler. */
const params: Record<string, () => string> = {
  appId: () => inject('stack').appId,
  eventName: () => 'pageview',
  filepath: () => 'nothing.txt',
  filename: () => 'hello.txt',
  resource: () => 'password_reset_success.html',
  jobName: () => 'job',
  functionName: () => 'fn',
  triggerName: () => 'beforeSave',
  className: () => 'Thing',
  objectId: () => unique(),
}

/** A request Parse would carry out on the route, so a refusal can only be permission. */
function requestFor(route: string, objectId?: string): Request {
  const [method = 'GET', template = '/'] = route.split(' ')
  const path = template.replace(/[:*](\w+)/g, (_, name: string) =>
    name === 'objectId' && objectId ? objectId : (params[name]?.() ?? name),
  )
  const query = new URLSearchParams(wrongPassword).toString()
  switch (route) {
    case 'POST /users':
      return { method, path, body: { username: `user_${unique()}`, password: 'pw' } }
    case 'GET /login':
    case 'GET /verifyPassword':
      return { method, path: `${path}?${query}` }
    case 'POST /login':
    case 'POST /verifyPassword':
      return { method, path, body: wrongPassword }
    case 'POST /challenge': {
      const address = privateKeyToAccount(generatePrivateKey()).address
      return { method, path, body: { challengeData: { ethereum: { address, chainId: inject('stack').chainId } } } }
    }
    case 'POST /events/:eventName':
      return { method, path, body: { dimensions: { path: '/' } } }
    case 'POST /batch':
      return { method, path, body: { requests: [] } }
    case 'POST /files':
    case 'POST /files/:filename':
      return { method, path, text: 'hello' }
  }
  return { method, path, body: method === 'POST' || method === 'PUT' ? {} : undefined }
}

const send = (request: Request, sessionToken?: string): Promise<Answer> =>
  call(request.method, request.path, { body: request.body, text: request.text, sessionToken })

const show = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`

describe('every route Parse serves, anonymous and signed in, does what the route table says', () => {
  test('every route has a decision, and every decision is a route Parse serves', () => {
    const served = parseRoutes()
    expect(served.filter((route) => !Object.hasOwn(ROUTE_ACCESS, route))).toEqual([])
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !served.includes(route))).toEqual([])
  })

  test('each route is allowed or refused as the table says', async () => {
    const mismatches: string[] = []
    const someone = await newUser()
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      // Log-out ends the session it is sent with: a session of its own.
      const signedIn = route === 'POST /logout' ? (await newUser()).token : someone.token
      // Classes and functions have walks of their own (classAccess.test.ts, below).
      if (access.who === 'byClass' || access.who === 'byFunction') continue
      if (access.who === 'owner') {
        const owner = await newUser()
        const others = await send(requestFor(route, owner.id), someone.token)
        if (!isRefusal(others) && !isNotFound(others)) mismatches.push(`${route} on another's: ${show(others)}`)
        const anonymous = await send(requestFor(route, owner.id))
        if (!isRefusal(anonymous)) mismatches.push(`${route} anonymous, expected refused: ${show(anonymous)}`)
        const own = await send(requestFor(route, owner.id), owner.token)
        if (isRefusal(own) || own.status >= 400) mismatches.push(`${route} on one's own: ${show(own)}`)
        continue
      }
      for (const [who, token] of [
        ['anonymous', undefined],
        ['signed in', signedIn],
      ] as const) {
        const allowed = access.who === 'anyone' || (access.who === 'signedIn' && who === 'signed in')
        const answer = await send(requestFor(route), token)
        if (allowed === isRefusal(answer)) {
          mismatches.push(`${route} ${who}, expected ${allowed ? 'allowed' : 'refused'}: ${show(answer)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  test('a narrowed parameter opens only its values, spelt exactly', async () => {
    const pageView = { dimensions: { path: '/' } }
    for (const path of ['/events/AppOpened', '/events/purchase', '/events/PAGEVIEW', '/Events/pageview']) {
      expect(isRefusal(await call('POST', path, { body: pageView })), path).toBe(true)
    }
    for (const path of ['/classes/_user', '/Users', '/LOGIN', '/functions/getprofile']) {
      expect(isRefusal(await call('POST', path, { body: {} })), path).toBe(true)
    }
    // A batch runs each call as if sent alone.
    const mount = new URL(inject('stack').serverUrl).pathname
    const batch = await call('POST', '/batch', { body: { requests: [{ method: 'GET', path: `${mount}/roles` }] } })
    expect(isRefusal(batch)).toBe(true)
  })
})

describe('every cloud function, anonymous and signed in, does what the function table says', () => {
  test('every registered function has a decision, and every decision is a registered function', () => {
    const registered = inject('cloudFunctions')
    expect(registered.filter((name) => !Object.hasOwn(FUNCTION_ACCESS, name))).toEqual([])
    expect(Object.keys(FUNCTION_ACCESS).filter((name) => !registered.includes(name))).toEqual([])
  })

  test('each function is allowed or refused as the table says', async () => {
    const someone = await newUser()
    const mismatches: string[] = []
    for (const [name, access] of Object.entries(FUNCTION_ACCESS)) {
      for (const [who, token] of [
        ['anonymous', undefined],
        ['signed in', someone.token],
      ] as const) {
        const allowed = access.who === 'anyone' || (access.who === 'signedIn' && who === 'signed in')
        const answer = await call('POST', `/functions/${name}`, { body: {}, sessionToken: token })
        if (allowed === isRefusal(answer)) {
          mismatches.push(`${name} ${who}, expected ${allowed ? 'allowed' : 'refused'}: ${show(answer)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })
})
