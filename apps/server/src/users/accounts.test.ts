import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'
import { requestChallenge, signInWithWallet } from '../../test/walletSignIn.ts'

const Parse = parseClient()
const unique = () => `user_${randomUUID().slice(0, 8)}`

async function signUp(fields: Record<string, unknown> = {}) {
  const username = unique()
  const user = new Parse.User()
  user.set({ username, password: 'correct horse', email: `${username}@example.com`, ...fields })
  await user.signUp()
  return { user, username, token: user.getSessionToken() as string }
}

describe('accounts through the Parse API', () => {
  test('sign-up with extra fields, then users/me, fetch and save', async () => {
    const { user, username, token } = await signUp({ displayName: 'Ada', favouriteNumber: 7 })
    const me = await Parse.User.me(token)
    expect(me.get('username')).toBe(username)
    expect(me.get('email')).toBe(`${username}@example.com`)
    expect(me.get('displayName')).toBe('Ada')
    expect(me.get('favouriteNumber')).toBe(7)

    me.set('displayName', 'Ada L.')
    await me.save(null, { sessionToken: token })
    const fetched = await new Parse.Query(Parse.User).get(user.id as string, { sessionToken: token })
    expect(fetched.get('displayName')).toBe('Ada L.')
  })

  test('log-in (GET and usePost), wrong password refused, log-out ends the session', async () => {
    const { username } = await signUp()
    const viaGet = await Parse.User.logIn(username, 'correct horse')
    const viaPost = await Parse.User.logIn(username, 'correct horse', { usePost: true })
    expect(viaGet.getSessionToken()).toMatch(/^r:/)
    expect(viaPost.id).toBe(viaGet.id)
    await expect(Parse.User.logIn(username, 'wrong')).rejects.toThrow(/Invalid username\/password/)

    const token = viaPost.getSessionToken() as string
    expect((await rest('POST', '/logout', {}, token)).status).toBe(200)
    const after = await rest('GET', '/users/me', undefined, token)
    expect(after.body.code).toBe(Parse.Error.INVALID_SESSION_TOKEN)
  })

  test("an account is its owner's alone: nobody else finds, counts or reads it", async () => {
    const owner = await signUp({ bio: 'private words' })
    const other = await signUp()
    const id = owner.user.id as string
    // The owner reads every field of their own record.
    const asOwner = await rest('GET', `/users/${id}`, undefined, owner.token)
    expect(asOwner.body).toMatchObject({ email: `${owner.username}@example.com`, bio: 'private words' })
    expect(asOwner.body.ACL).toEqual({ [id]: { read: true, write: true } })

    for (const token of [undefined, other.token]) {
      const get = await rest('GET', `/users/${id}`, undefined, token)
      expect(get.status).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(get.body)).not.toContain('private words')
      const byBio = `/users?where=${encodeURIComponent(JSON.stringify({ bio: 'private words' }))}`
      for (const path of ['/users', '/classes/_User', '/users?count=1&limit=0', byBio]) {
        const listed = await rest('GET', path, undefined, token)
        expect(listed.body).toMatchObject({ code: Parse.Error.OPERATION_FORBIDDEN })
      }
    }
    // Signed in, another's record is as if it did not exist.
    expect((await rest('GET', `/users/${id}`, undefined, other.token)).body.code).toBe(Parse.Error.OBJECT_NOT_FOUND)
  })

  test("a user's ACL may name that user alone", async () => {
    const { user, token } = await signUp()
    const id = user.id as string
    for (const ACL of [{ '*': { read: true } }, { [id]: { read: true, write: true }, '*': { read: true } }]) {
      const response = await rest('PUT', `/users/${id}`, { ACL }, token)
      expect(response.body).toMatchObject({ code: Parse.Error.OPERATION_FORBIDDEN })
    }
    const signUpWithAcl = await rest('POST', '/users', {
      username: unique(),
      password: 'pw',
      ACL: { '*': { read: true } },
    })
    expect(signUpWithAcl.body.error).toBe("A user's ACL may grant access to that user alone.")
    // As Moralis's SDK sets it after sign-in: the owner alone.
    expect((await rest('PUT', `/users/${id}`, { ACL: { [id]: { read: true, write: true } } }, token)).status).toBe(200)
  })

  test('a user writes only themselves', async () => {
    const victim = await signUp()
    const attacker = await signUp()
    const response = await rest('PUT', `/users/${victim.user.id}`, { displayName: 'pwned' }, attacker.token)
    expect(response.status).toBeGreaterThanOrEqual(400)
    const me = await Parse.User.me(victim.token)
    expect(me.get('displayName')).toBeUndefined()
  })

  test('non-string username, email or password is refused with the SEED message', async () => {
    for (const [field, value] of [
      ['username', 42],
      ['email', ['a@b.c']],
      ['password', { secret: true }],
    ] as const) {
      const body = { username: unique(), password: 'pw', [field]: value }
      const response = await rest('POST', '/users', body)
      expect(response.status).toBe(400)
      expect(response.body.error).toBe(`${field} can only be a string type`)
    }
    const { user, token } = await signUp()
    const update = await rest('PUT', `/users/${user.id}`, { email: 12 }, token)
    expect(update.body.error).toBe('email can only be a string type')
  })

  test('a NUL character in a user field is a clear 400, not a database error', async () => {
    const signup = await rest('POST', '/users', { username: `${unique()}\u0000x`, password: 'pw' })
    expect(signup.status).toBe(400)
    expect(signup.body.error).toBe('username cannot contain a NUL character')
    const { user, token } = await signUp()
    const update = await rest('PUT', `/users/${user.id}`, { displayName: 'a\u0000b' }, token)
    expect(update.status).toBe(400)
    expect(update.body.error).toBe('displayName cannot contain a NUL character')
    // The same checks whatever the spelling of the route, and no batch carries a user write.
    const id = user.id as string
    for (const path of [
      `/classes/_User/${id}`,
      `/USERS/${id}`,
      `/users/%${id.charCodeAt(0).toString(16)}${id.slice(1)}`,
    ]) {
      const other = await rest('PUT', path, { displayName: 'a\u0000b' }, token)
      expect(other).toMatchObject({ status: 400, body: { error: 'displayName cannot contain a NUL character' } })
    }
    const mount = new URL(inject('stack').serverUrl).pathname
    const batch = await rest(
      'POST',
      '/batch',
      { requests: [{ method: 'PUT', path: `${mount}/classes/_User/${id}`, body: { displayName: 'a\u0000b' } }] },
      token,
    )
    expect(batch).toMatchObject({
      status: 400,
      body: { error: `PUT /users/${id.toLowerCase()} cannot be batched: send it on its own.` },
    })
  })

  test('clients cannot create classes, nor write ethAddress', async () => {
    await expect(new Parse.Object('NotAClass').save({ a: 1 })).rejects.toThrow(/non-existent class|Permission denied/)
    const { user, token } = await signUp()
    const response = await rest(
      'PUT',
      `/users/${user.id}`,
      { ethAddress: privateKeyToAccount(generatePrivateKey()).address },
      token,
    )
    expect(response.body.error).toMatch(/ethAddress is set by wallet sign-in/)
  })

  test('sessions expire after the configured length', async () => {
    const { token } = await signUp()
    const session = await new Parse.Query(Parse.Session).equalTo('sessionToken', token).first({ useMasterKey: true })
    expect(session).toBeDefined()
    const lifetime = ((session?.get('expiresAt') as Date | undefined)?.getTime() ?? 0) - Date.now()
    // The test stack sets a one-hour session length.
    expect(lifetime).toBeGreaterThan(3_500_000)
    expect(lifetime).toBeLessThanOrEqual(3_600_000)
  })
})

describe('linking a wallet and a password', () => {
  test('a password user links a wallet, then signs in with it', async () => {
    const { user, token } = await signUp()
    const account = privateKeyToAccount(generatePrivateKey())
    const { message } = await requestChallenge(account.address)
    const signature = await account.signMessage({ message })
    const me = await Parse.User.me(token)
    await me.linkWith('ethereum', { authData: { id: account.address, message, signature } }, { sessionToken: token })
    const linked = await Parse.User.me(token)
    expect(linked.get('ethAddress')).toBe(account.address.toLowerCase())
    expect(linked.get('accounts')).toEqual([account.address.toLowerCase()])

    const viaWallet = await signInWithWallet(account)
    expect(viaWallet.id).toBe(user.id)
  })

  test('a wallet already linked to one user cannot be linked to another', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await signInWithWallet(account)
    const { token } = await signUp()
    const { message } = await requestChallenge(account.address)
    const signature = await account.signMessage({ message })
    const me = await Parse.User.me(token)
    await expect(
      me.linkWith('ethereum', { authData: { id: account.address, message, signature } }, { sessionToken: token }),
    ).rejects.toThrow(/already/)
  })

  test('a wallet user adds a username and password, then logs in with them', async () => {
    const walletUser = await signInWithWallet(privateKeyToAccount(generatePrivateKey()))
    const token = walletUser.getSessionToken() as string
    const username = unique()
    const response = await rest('PUT', `/users/${walletUser.id}`, { username, password: 'now with a password' }, token)
    expect(response.status).toBe(200)
    const viaPassword = await Parse.User.logIn(username, 'now with a password')
    expect(viaPassword.id).toBe(walletUser.id)
  })
})

describe('usernames of wallet users', () => {
  test('a new wallet user is named after their address, and may rename', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const user = await signInWithWallet(account)
    expect(user.get('username')).toBe(account.address)
    const renamed = unique()
    const response = await rest('PUT', `/users/${user.id}`, { username: renamed }, user.getSessionToken() as string)
    expect(response.status).toBe(200)
    expect((await signInWithWallet(account)).get('username')).toBe(renamed)
  })

  test("nobody may take another wallet's address as a username", async () => {
    const victim = privateKeyToAccount(generatePrivateKey())
    const response = await rest('POST', '/users', { username: victim.address.toLowerCase(), password: 'pw' })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('A username cannot be the address of another wallet.')
    // The wallet can still sign up under its own name.
    expect((await signInWithWallet(victim)).get('username')).toBe(victim.address)
  })
})
