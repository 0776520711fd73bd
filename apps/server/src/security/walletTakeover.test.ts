import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { parseClient } from '../../test/parseClient.ts'
import { type PipelinedRequest, sendPipelined } from '../../test/pipelined.ts'
import { startWorkersOnStack } from '../../test/spawnServer.ts'
import { sessionCount } from '../../test/walletSignIn.ts'

/**
 * Attack 1 of the trust review: one signed sign-in message sent twice at once, under the
 * attacker's address and under a victim's. Whatever verdict the first request earns must never
 * open the victim's account (or create it), on the multi-worker server as `npm start` runs it.
 */
const Parse = parseClient()
const newAccount = () => privateKeyToAccount(generatePrivateKey())
const ROUNDS = 6

let backend: Awaited<ReturnType<typeof startWorkersOnStack>>
beforeAll(async () => {
  backend = await startWorkersOnStack()
}, 90_000)
afterAll(() => backend?.stop())

const headers = (sessionToken?: string): Record<string, string> => ({
  'X-Parse-Application-Id': inject('stack').appId,
  'Content-Type': 'application/json',
  ...(sessionToken ? { 'X-Parse-Session-Token': sessionToken } : {}),
})

async function post(path: string, body: unknown, sessionToken?: string) {
  const response = await fetch(`${backend.base}${path}`, {
    method: 'POST',
    headers: headers(sessionToken),
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A fresh challenge for `account`, signed by it. */
async function signedChallenge(account: ReturnType<typeof newAccount>) {
  const challenge = await post('/challenge', {
    challengeData: { ethereum: { address: account.address, chainId: inject('stack').chainId } },
  })
  expect(challenge.status).toBe(200)
  const { message } = (challenge.body.challengeData as { ethereum: { message: string } }).ethereum
  return { message, signature: await account.signMessage({ message }) }
}

async function signIn(account: ReturnType<typeof newAccount>) {
  const response = await post('/users', {
    authData: { ethereum: { id: account.address, ...(await signedChallenge(account)) } },
  })
  expect(response.status).toBeLessThan(300)
  return response.body.sessionToken as string
}

/** The attacker's two requests: their own sign-in, then the same message and signature under `victim`. */
async function twoSignIns(attacker: ReturnType<typeof newAccount>, token: string, victim: Address) {
  const signed = await signedChallenge(attacker)
  const requests: PipelinedRequest[] = [
    {
      method: 'POST',
      path: '/server/users',
      headers: headers(token),
      body: { authData: { ethereum: { id: attacker.address, ...signed } } },
    },
    {
      method: 'POST',
      path: '/server/users',
      headers: headers(),
      body: { authData: { ethereum: { id: victim, ...signed } } },
    },
  ]
  return requests
}

const usersWith = (address: Address) =>
  new Parse.Query(Parse.User).equalTo('ethAddress', address.toLowerCase()).count({ useMasterKey: true })

type Answer = { status: number; body: unknown }
/** Sends the attacker's two sign-ins one way or another; answers in the order sent. */
type SendBoth = (requests: PipelinedRequest[]) => Promise<Answer[]>

/**
 * Rounds of the attack against a victim with an account and a stranger with none: the victim
 * gains no session, the stranger no account, and each stolen try is refused in words (a 4xx,
 * never a 5xx), while the attacker's own sign-in, checked on its own, still works.
 */
async function attack(sendBoth: SendBoth) {
  const attacker = newAccount()
  const token = await signIn(attacker)
  const victim = newAccount()
  await signIn(victim)
  const before = await sessionCount(victim.address)
  for (let round = 0; round < ROUNDS; round++) {
    const stranger = newAccount().address
    for (const target of [victim.address, stranger]) {
      const [own, stolen] = await sendBoth(await twoSignIns(attacker, token, target))
      expect(stolen?.body).not.toHaveProperty('sessionToken')
      expect(stolen?.status, JSON.stringify(stolen?.body)).toBeGreaterThanOrEqual(400)
      expect(stolen?.status).toBeLessThan(500)
      expect(stolen?.body).toMatchObject({ error: expect.any(String) })
      expect(own?.status, JSON.stringify(own?.body)).toBeLessThan(300)
    }
    expect(await usersWith(stranger)).toBe(0)
  }
  expect(await sessionCount(victim.address)).toBe(before)
}

describe('one signed message under two addresses: the victim never gets in', () => {
  test(
    'pipelined on one connection, against an account that exists and one that does not yet',
    {
      timeout: 120_000,
    },
    () => attack((requests) => sendPipelined(backend.port, requests)),
  )

  test('on two connections at once (so on either worker)', { timeout: 120_000 }, () =>
    attack((requests) =>
      Promise.all(requests.map((request) => post('/users', request.body, request.headers['X-Parse-Session-Token']))),
    ),
  )
})
