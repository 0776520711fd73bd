import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, inject, test } from 'vitest'
import { moralisClient, nodeWallet } from '../../test/moralisClient.ts'
import { testNoSelfRequests } from '../../test/noSelfRequests.ts'
import { parseClient } from '../../test/parseClient.ts'
import { signInWithWallet } from '../../test/walletSignIn.ts'
import { upgradeWalletUsers } from './upgradeWalletUsers.ts'

const stack = inject('stack')
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 })
afterAll(() => db.end())
const Moralis = await moralisClient()
const Parse = parseClient()

test('a wallet user stored before both providers were kept is upgraded at start, then Moralis sign-in finds them', async () => {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  const user = await signInWithWallet(account)
  // As such a user was stored: checksummed fields, the SIWE entry only.
  await db.query(
    `UPDATE "_User" SET "ethAddress" = $2, "accounts" = $3::jsonb, "authData" = "authData" - 'moralisEth' WHERE "objectId" = $1`,
    [user.id, account.address, JSON.stringify([account.address])],
  )
  expect(await upgradeWalletUsers(Parse)).toBeGreaterThanOrEqual(1)
  const { rows } = await db.query(
    `SELECT "ethAddress", "authData"->'moralisEth' AS m FROM "_User" WHERE "objectId" = $1`,
    [user.id],
  )
  expect(rows[0]).toEqual({ ethAddress: account.address.toLowerCase(), m: { id: account.address.toLowerCase() } })
  expect(await upgradeWalletUsers(Parse)).toBe(0)
  const viaMoralis = await Moralis.authenticate(nodeWallet(key) as never)
  expect(viaMoralis.id).toBe(user.id)
  await Moralis.User.logOut()
})

testNoSelfRequests()
