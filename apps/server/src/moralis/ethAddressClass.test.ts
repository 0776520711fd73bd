import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, inject, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'
import { signInWithWallet } from '../../test/walletSignIn.ts'

const stack = inject('stack')
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 })
afterAll(() => db.end())
parseClient()

/** A wallet user, signed in: their session token and the record id of their wallet. */
async function walletUser() {
  const account = privateKeyToAccount(generatePrivateKey())
  const user = await signInWithWallet(account)
  return { id: user.id, token: user.getSessionToken() as string, address: account.address.toLowerCase() }
}

const record = (address: string, token?: string) => rest('GET', `/classes/_EthAddress/${address}`, undefined, token)

test("a session's user sees their own wallet's record, by id and by query, and nobody else's", async () => {
  const owner = await walletUser()
  const other = await walletUser()
  const own = await record(owner.address, owner.token)
  expect(own.status).toBe(200)
  expect(own.body).toMatchObject({ objectId: owner.address, user: { objectId: owner.id } })
  const where = encodeURIComponent(JSON.stringify({ objectId: owner.address }))
  const found = await rest('GET', `/classes/_EthAddress?where=${where}`, undefined, owner.token)
  expect((found.body.results as unknown[]).length).toBe(1)
  expect((await record(owner.address, other.token)).status).toBe(404)
  expect((await record(owner.address)).status).toBe(404)
})

test('a session signed out, or expired, signs nobody in', async () => {
  const revoked = await walletUser()
  expect((await rest('POST', '/logout', {}, revoked.token)).status).toBe(200)
  expect((await record(revoked.address, revoked.token)).status).toBe(404)

  const expired = await walletUser()
  await db.query(`UPDATE "_Session" SET "expiresAt" = now() - interval '1 minute' WHERE "sessionToken" = $1`, [
    expired.token,
  ])
  expect((await record(expired.address, expired.token)).status).toBe(404)
})

test("another app's id is refused as Parse refuses it, and a token that is a query operator finds nobody", async () => {
  const owner = await walletUser()
  const otherApp = await fetch(`${stack.serverUrl}/classes/_EthAddress/${owner.address}`, {
    headers: { 'X-Parse-Application-Id': 'another-app', 'X-Parse-Session-Token': owner.token },
  })
  expect(otherApp.status).toBe(403)
  expect(await otherApp.json()).toEqual({ error: 'unauthorized' })
  const operator = await rest('POST', `/classes/_EthAddress/${owner.address}`, {
    _method: 'GET',
    _ApplicationId: stack.appId,
    _SessionToken: { $exists: true },
  })
  expect(operator.status).toBe(404)
})
