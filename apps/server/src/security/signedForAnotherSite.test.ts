import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { moralisClient, nodeWallet } from '../../test/moralisClient.ts'
import { rest } from '../../test/parseClient.ts'
import { startWorkersOnStack } from '../../test/spawnServer.ts'
import { requestChallenge } from '../../test/walletSignIn.ts'

/**
 * Attack 2 of the trust review: a phishing page asks the server's time (public, open to any
 * origin), has a victim sign its own text ending in the Moralis stamp, and posts it as a
 * `moralisEth` sign-in. Only the app's own signing messages, or a SIWE challenge naming this
 * site, may sign in.
 */
const stack = inject('stack')
const newAccount = () => privateKeyToAccount(generatePrivateKey())
const stamped = (message: string, dateTime: number) => `${message}\n\nId: ${stack.appId}:${dateTime}`

async function postMoralisEth(base: string, account: PrivateKeyAccount, data: string) {
  const signature = await account.signMessage({ message: data })
  const response = await fetch(`${base}/users`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ authData: { moralisEth: { id: account.address.toLowerCase(), signature, data } } }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const serverTime = async (base: string) => {
  const response = await fetch(`${base}/functions/getServerTime`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': stack.appId, Origin: 'https://raffle.example' },
  })
  return ((await response.json()) as { result: { dateTime: number } }).result.dateTime
}

function expectRefused(response: { status: number; body: Record<string, unknown> }, reason: RegExp) {
  expect(response.body.sessionToken).toBeUndefined()
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(response.body.error).toMatch(reason)
}

describe('a text signed for another site does not sign in', () => {
  test("a phishing page's own text, stamped with the server's time", async () => {
    const victim = newAccount()
    const base = stack.serverUrl
    const data = stamped('Sign to enter our raffle', await serverTime(base))
    expectRefused(await postMoralisEth(base, victim, data), /not one of this app's signing messages/)
    // The app's own message, stamped the same way, still signs in (moralis-v1's authenticate()).
    const own = await postMoralisEth(base, victim, stamped('Moralis Authentication', await serverTime(base)))
    expect(own.status).toBe(201)
  })

  test('a SIWE challenge wrapped in other text, for either provider', async () => {
    const victim = newAccount()
    const { message } = await requestChallenge(victim.address)
    for (const wrapped of [`${message}\n\nAnd win a prize!`, message.replace('\n\nURI:', '\n\nWin a prize!\nURI:')]) {
      const signature = await victim.signMessage({ message: wrapped })
      expectRefused(
        await rest('POST', '/users', { authData: { ethereum: { id: victim.address, message: wrapped, signature } } }),
        /not exactly a Sign-In with Ethereum message/,
      )
      expectRefused(
        await postMoralisEth(stack.serverUrl, victim, wrapped),
        /not exactly a Sign-In with Ethereum message/,
      )
    }
  })
})

describe('the operator names the signing messages, or turns the stamp off', () => {
  let named: Awaited<ReturnType<typeof startWorkersOnStack>>
  let siweOnly: Awaited<ReturnType<typeof startWorkersOnStack>>
  beforeAll(async () => {
    ;[named, siweOnly] = await Promise.all([
      startWorkersOnStack({ SERVER_WORKERS: '1', MORALIS_SIGNING_MESSAGES: '["Log in to Dunes", "Welcome back"]' }),
      startWorkersOnStack({ SERVER_WORKERS: '1', MORALIS_LEGACY_SIGN_IN: 'false' }),
    ])
  }, 90_000)
  afterAll(() => Promise.all([named?.stop(), siweOnly?.stop()]))

  test("MORALIS_SIGNING_MESSAGES: the app's messages sign in, the SDK's default no longer does", async () => {
    const account = newAccount()
    const now = await serverTime(named.base)
    expect((await postMoralisEth(named.base, account, stamped('Welcome back', now))).status).toBe(201)
    expectRefused(
      await postMoralisEth(named.base, account, stamped('Moralis Authentication', now)),
      /not one of this app's signing messages/,
    )
  })

  test('MORALIS_LEGACY_SIGN_IN=false: no stamped text signs in; moralis-v1 with a SIWE challenge as its message does', async () => {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    expectRefused(
      await postMoralisEth(siweOnly.base, account, stamped('Moralis Authentication', await serverTime(siweOnly.base))),
      /accepts only its own Sign-In with Ethereum challenge/,
    )
    const Moralis = await moralisClient()
    const serverURL = Moralis.serverURL
    try {
      Moralis.serverURL = siweOnly.base
      const challenge = await fetch(`${siweOnly.base}/challenge`, {
        method: 'POST',
        headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challengeData: { ethereum: { address: account.address, chainId: stack.chainId } } }),
      })
      const { message } = ((await challenge.json()) as { challengeData: { ethereum: { message: string } } })
        .challengeData.ethereum
      const user = await Moralis.authenticate({ ...nodeWallet(key), signingMessage: message } as never)
      expect(user.get('ethAddress')).toBe(account.address.toLowerCase())
      await Moralis.User.logOut()
    } finally {
      Moralis.serverURL = serverURL
    }
  })
})
