import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'
import { signInWithWallet } from '../../test/walletSignIn.ts'

parseClient()
const getProfile = (params: unknown, sessionToken?: string) =>
  rest('POST', '/functions/getProfile', params, sessionToken)

describe('getProfile: the public face of an account, by address', () => {
  test('publishes the chosen username and nothing else', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const user = await signInWithWallet(account)
    const token = user.getSessionToken() as string
    // Named after the address until the owner chooses a name: no name to show.
    expect((await getProfile({ address: account.address })).body).toEqual({
      result: { address: account.address, username: null },
    })

    const username = `collector_${randomUUID().slice(0, 8)}`
    const saved = await rest(
      'PUT',
      `/users/${user.id}`,
      { username, email: `${username}@example.com`, bio: 'private words' },
      token,
    )
    expect(saved.status).toBe(200)
    // Anonymous and signed in alike, in any letter case: the username, no email, no other field.
    for (const [address, asWho] of [
      [account.address, undefined],
      [account.address.toLowerCase(), token],
    ] as const) {
      const profile = await getProfile({ address }, asWho)
      expect(profile.body).toEqual({ result: { address: account.address, username } })
    }
  })

  test('an address without an account has no name; bad input is a 400 naming the parameter', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect((await getProfile({ address: stranger })).body).toEqual({ result: { address: stranger, username: null } })
    for (const params of [{}, { address: 'bob' }, { address: 42 }]) {
      const response = await getProfile(params)
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'address must be an address (0x and 40 hex digits).' },
      })
    }
  })
})
