import { EventEmitter } from 'node:events'
import type { Request, Response } from 'express'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createEarlySignInChecks } from './earlySignInChecks.ts'
import type { SiweSignIn } from './siweSignInCheck.ts'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const authData = { id: account.address, message: 'the message', signature: `0x${'ab'.repeat(65)}` as const }

/** Runs the middleware on one request; returns the checks it started and its response. */
function arrive(early: ReturnType<typeof createEarlySignInChecks>, request: Partial<Request>) {
  const response = new EventEmitter() as unknown as Response
  let passed = false
  early.middleware(request as Request, response, () => {
    passed = true
  })
  expect(passed).toBe(true)
  return response
}

describe('early sign-in checks', () => {
  test('a wallet sign-in starts its check on arrival; the adapter takes its very error, once', async () => {
    const seen: SiweSignIn[] = []
    const outage = new Error('temporarily unavailable', { cause: new Error('connect ECONNREFUSED') })
    const early = createEarlySignInChecks(async (signIn) => {
      seen.push(signIn)
      throw outage
    })
    arrive(early, { method: 'POST', path: '/classes/_User', body: { authData: { ethereum: authData } } })
    expect(seen).toEqual([{ provider: 'ethereum', ...authData }])
    // The same error object, cause and all: nothing in between swallows or rewrites it.
    await expect(early.take(authData)).rejects.toBe(outage)
    expect(early.take(authData)).toBeUndefined()
  })

  test('nothing starts for other routes, method overrides, other providers or malformed data', () => {
    let started = 0
    const early = createEarlySignInChecks(async () => {
      started++
    })
    arrive(early, { method: 'POST', path: '/login', body: { authData: { ethereum: authData } } })
    arrive(early, { method: 'PUT', path: '/users/abc', body: { authData: { ethereum: authData } } })
    arrive(early, { method: 'POST', path: '/users', body: { _method: 'GET', authData: { ethereum: authData } } })
    arrive(early, { method: 'POST', path: '/users', body: { authData: { moralisEth: authData } } })
    arrive(early, { method: 'POST', path: '/users', body: { authData: { ethereum: { ...authData, id: 'me' } } } })
    arrive(early, { method: 'POST', path: '/users', body: 5 })
    expect(started).toBe(0)
    expect(early.take(authData)).toBeUndefined()
  })

  test('a verdict nobody took is dropped when the request ends', () => {
    const early = createEarlySignInChecks(async () => {})
    const response = arrive(early, { method: 'POST', path: '/users', body: { authData: { ethereum: authData } } })
    response.emit('close')
    expect(early.take(authData)).toBeUndefined()
  })
})
