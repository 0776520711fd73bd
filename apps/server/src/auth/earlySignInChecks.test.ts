import type { Request, Response } from 'express'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createEarlySignInChecks } from './earlySignInChecks.ts'
import type { SiweSignIn } from './siweSignInCheck.ts'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const victim = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const authData = { id: account.address, message: 'the message', signature: `0x${'ab'.repeat(65)}` as const }

/** Runs the middleware on one request (with headers of its own, as every HTTP request has). */
function arrive(early: ReturnType<typeof createEarlySignInChecks>, request: Partial<Request>) {
  const headers = {}
  let passed = false
  early.middleware({ headers, ...request } as Request, {} as Response, () => {
    passed = true
  })
  expect(passed).toBe(true)
  return { headers }
}

describe('early sign-in checks', () => {
  test('a wallet sign-in starts its check on arrival; its own request takes its very error, once', async () => {
    const seen: SiweSignIn[] = []
    const outage = new Error('temporarily unavailable', { cause: new Error('connect ECONNREFUSED') })
    const early = createEarlySignInChecks(async (signIn) => {
      seen.push(signIn)
      throw outage
    })
    const request = arrive(early, {
      method: 'POST',
      path: '/classes/_User',
      body: { authData: { ethereum: authData } },
    })
    expect(seen).toEqual([{ provider: 'ethereum', ...authData }])
    // The same error object, cause and all: nothing in between swallows or rewrites it.
    await expect(early.take(authData, request)).rejects.toBe(outage)
    expect(early.take(authData, request)).toBeUndefined()
  })

  test('a verdict is never handed to another request, nor for another address than the one checked', async () => {
    const early = createEarlySignInChecks(async () => {})
    const first = arrive(early, { method: 'POST', path: '/users', body: { authData: { ethereum: authData } } })
    // Same message and signature, another request (pipelined or racing): nothing to take.
    expect(early.take(authData, { headers: {} })).toBeUndefined()
    expect(early.take(authData, undefined)).toBeUndefined()
    // Its own request, but another id than the one checked: nothing either (and the verdict is gone).
    expect(early.take({ ...authData, id: victim.address }, first)).toBeUndefined()
    expect(early.take(authData, first)).toBeUndefined()
  })

  test('nothing starts for other routes, method overrides, other providers or malformed data', () => {
    let started = 0
    const early = createEarlySignInChecks(async () => {
      started++
    })
    const requests = [
      arrive(early, { method: 'POST', path: '/login', body: { authData: { ethereum: authData } } }),
      arrive(early, { method: 'PUT', path: '/users/abc', body: { authData: { ethereum: authData } } }),
      arrive(early, { method: 'POST', path: '/users', body: { _method: 'GET', authData: { ethereum: authData } } }),
      arrive(early, { method: 'POST', path: '/users', body: { authData: { moralisEth: authData } } }),
      arrive(early, { method: 'POST', path: '/users', body: { authData: { ethereum: { ...authData, id: 'me' } } } }),
      arrive(early, { method: 'POST', path: '/users', body: 5 }),
    ]
    expect(started).toBe(0)
    for (const request of requests) expect(early.take(authData, request)).toBeUndefined()
  })
})
