import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { createWalletClient, http, publicActions } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, inject, test } from 'vitest'
import { moralisClient, nodeWallet } from '../../test/moralisClient.ts'
import { testNoSelfRequests } from '../../test/noSelfRequests.ts'
import { parseClient, rest } from '../../test/parseClient.ts'
import { requestChallenge, signInWithWallet } from '../../test/walletSignIn.ts'

const Moralis = await moralisClient()
const Parse = parseClient()
const stack = inject('stack')
const newKey = () => generatePrivateKey()
const unique = () => `moralis-${Math.random().toString(36).slice(2, 10)}`

/** moralis-v1's own sign-in: it asks getServerTime, stamps the message, signs, logs in with moralisEth. */
const authenticate = (key: `0x${string}`, signingMessage?: string) =>
  Moralis.authenticate({ ...nodeWallet(key), ...(signingMessage ? { signingMessage } : {}) } as never)

/** The text moralis-v1 signs: `<message>\n\nId: <appId>:<dateTime>`. */
const stamped = (message: string, appId = stack.appId, dateTime = Date.now()) =>
  `${message}\n\nId: ${appId}:${dateTime}`

/** A raw moralisEth log-in, for what the SDK would never send. */
async function logInWithData(account: PrivateKeyAccount, data: string, signer: PrivateKeyAccount = account) {
  const signature = await signer.signMessage({ message: data })
  return rest('POST', '/users', {
    authData: { moralisEth: { id: account.address.toLowerCase(), signature, data } },
  })
}

describe('a Moralis app starts and keeps users', () => {
  test('Moralis.start() succeeds: getPluginSpecs answers the enabled trading sources, getServerTime gives the time', async () => {
    // The test stack has the market (opensea), a swap route (oneInch), lazy minting (rarible) and no on-ramp (fiat off): plugins/tradingPlugins.test.ts.
    expect(Object.keys(Moralis.Plugins)).toEqual(['oneInch', 'opensea', 'rarible'])
    const { dateTime } = await Moralis.Cloud.run('getServerTime')
    expect(typeof dateTime).toBe('number')
    expect(Math.abs(dateTime - Date.now())).toBeLessThan(5_000)
    expect(await Moralis.Cloud.run('getPluginSpecs')).toEqual([
      { name: 'oneInch', functions: ['getSupportedTokens', 'quote', 'hasAllowance', 'approve', 'swap'] },
      { name: 'opensea', functions: ['getAsset', 'getOrders', 'createSellOrder', 'createBuyOrder'] },
      { name: 'rarible', functions: ['lazyMint', 'createSellOrder'] },
    ])
  })

  test('sign-up, log-out, log-in (usePost), save and fetch, through moralis-v1', async () => {
    const username = unique()
    const user = new Moralis.User()
    user.set('username', username)
    user.set('password', 'a moralis password')
    user.set('email', `${username}@example.com`)
    await user.signUp()
    const token = user.getSessionToken()
    await Moralis.User.logOut()
    expect(Moralis.User.current()).toBeFalsy()
    expect((await rest('GET', '/users/me', undefined, token)).status).toBe(400)

    const again = await Moralis.User.logIn(username, 'a moralis password', { usePost: true } as never)
    expect(again.id).toBe(user.id)
    again.set('bio', 'collects dunes')
    await again.save()
    const fetched = await new Moralis.Query(Moralis.User).get(again.id)
    expect(fetched.get('bio')).toBe('collects dunes')
    await again.fetch()
    expect(again.get('email')).toBe(`${username}@example.com`)
    await Moralis.User.logOut()
  })
})

describe('Moralis.authenticate() with a wallet', () => {
  test('signs in with moralisEth; ethAddress and accounts as Moralis sets them; a second time finds the same user', async () => {
    const key = newKey()
    const account = privateKeyToAccount(key)
    const user = await authenticate(key)
    const lower = account.address.toLowerCase()
    expect(user.getSessionToken()).toMatch(/^r:/)
    expect(user.get('ethAddress')).toBe(lower)
    expect(user.get('accounts')).toEqual([lower])
    const me = await rest('GET', '/users/me', undefined, user.getSessionToken())
    expect(me.body).toMatchObject({ ethAddress: lower, accounts: [lower], username: account.address })
    expect(me.body.authData).toEqual({ moralisEth: { id: lower }, ethereum: { id: account.address } })

    const second = await authenticate(key)
    expect(second.id).toBe(user.id)
    await Moralis.User.logOut()
  })

  test('a Vitrine SIWE challenge as the signing message: every SIWE check applies, its nonce once', async () => {
    const key = newKey()
    const account = privateKeyToAccount(key)
    const { message } = await requestChallenge(account.address)
    const user = await authenticate(key, message)
    expect(user.get('ethAddress')).toBe(account.address.toLowerCase())
    await Moralis.User.logOut()
    await expect(authenticate(key, message)).rejects.toThrow(/nonce is unknown or was already used/)

    const foreign = message.replace('localhost:3000', 'evil.example')
    await expect(authenticate(key, foreign)).rejects.toThrow(/is for evil.example, not this site/)
  })

  test('one wallet, one account: SIWE first, then moralisEth', async () => {
    const key = newKey()
    const viaSiwe = await signInWithWallet(privateKeyToAccount(key))
    const viaMoralis = await authenticate(key)
    expect(viaMoralis.id).toBe(viaSiwe.id)
    await Moralis.User.logOut()
  })

  test('one wallet, one account: moralisEth first, then SIWE', async () => {
    const key = newKey()
    const viaMoralis = await authenticate(key)
    await Moralis.User.logOut()
    const viaSiwe = await signInWithWallet(privateKeyToAccount(key))
    expect(viaSiwe.id).toBe(viaMoralis.id)
    expect(viaSiwe.get('ethAddress')).toBe(privateKeyToAccount(key).address.toLowerCase())
  })

  test('an ERC-1271 contract wallet signs in with moralisEth', async () => {
    const deployer = createWalletClient({
      account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
      chain: foundry,
      transport: http(stack.rpcUrl),
    }).extend(publicActions)
    const owner = privateKeyToAccount(newKey())
    const hash = await deployer.deployContract({
      abi: simpleSmartWalletAbi,
      bytecode: simpleSmartWalletBytecode,
      args: [owner.address],
    })
    const wallet = (await deployer.waitForTransactionReceipt({ hash })).contractAddress as `0x${string}`
    const data = stamped('Moralis Authentication')
    const response = await rest('POST', '/users', {
      authData: {
        moralisEth: { id: wallet.toLowerCase(), signature: await owner.signMessage({ message: data }), data },
      },
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ sessionToken: expect.stringMatching(/^r:/) })
  })
})

describe('link and unlink', () => {
  test('a password user links a wallet with Moralis.link(), signs in with it, and unlinks it', async () => {
    const username = unique()
    const user = new Moralis.User()
    user.set('username', username)
    user.set('password', 'pw for linking')
    await user.signUp()
    const key = newKey()
    const account = privateKeyToAccount(key)
    const lower = account.address.toLowerCase()
    await Moralis.enableWeb3(nodeWallet(key) as never)

    const linked = await Moralis.link(lower)
    expect(linked.get('ethAddress')).toBe(lower)
    expect(linked.get('accounts')).toEqual([lower])
    // Moralis's _EthAddress record of the wallet: the user's own only.
    expect((await new Moralis.Query('_EthAddress').get(lower)).id).toBe(lower)
    // The same wallet through SIWE reaches the same user.
    expect((await signInWithWallet(account)).id).toBe(user.id)
    // Linking again is a no-op (the record exists).
    expect((await Moralis.link(lower)).get('ethAddress')).toBe(lower)

    const unlinked = await Moralis.unlink(lower)
    expect(unlinked.get('ethAddress')).toBeUndefined()
    expect(unlinked.get('accounts')).toEqual([])
    const me = await rest('GET', '/users/me', undefined, unlinked.getSessionToken())
    expect(me.body.authData ?? {}).toEqual({})
    expect(me.body.ethAddress).toBeUndefined()
    // The wallet is free again: a sign-in with it makes a new account.
    await Moralis.User.logOut()
    expect((await authenticate(key)).id).not.toBe(user.id)
    await Moralis.User.logOut()
    await Moralis.deactivateWeb3()
  })

  test("a wallet already linked to one user cannot be linked to another, and another's _EthAddress is not found", async () => {
    const key = newKey()
    const lower = privateKeyToAccount(key).address.toLowerCase()
    await authenticate(key)
    await Moralis.User.logOut()
    const other = new Moralis.User()
    other.set('username', unique())
    other.set('password', 'pw')
    await other.signUp()
    await expect(new Moralis.Query('_EthAddress').get(lower)).rejects.toThrow(/Object not found/)
    await Moralis.enableWeb3(nodeWallet(key) as never)
    await expect(Moralis.link(lower)).rejects.toThrow(/already used/)
    await expect(Moralis.unlink(lower)).rejects.toThrow(/Object not found/)
    await Moralis.User.logOut()
    await Moralis.deactivateWeb3()
  })
})

describe('moralisEth data is refused, with a reason, and no session', () => {
  const refused = async (response: { status: number; body: Record<string, unknown> }, reason: RegExp) => {
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.body.error).toMatch(reason)
    expect(response.body.sessionToken).toBeUndefined()
  }

  test('a replayed data', async () => {
    const account = privateKeyToAccount(newKey())
    const data = stamped('Moralis Authentication')
    const signature = await account.signMessage({ message: data })
    const body = { authData: { moralisEth: { id: account.address.toLowerCase(), signature, data } } }
    expect((await rest('POST', '/users', body)).status).toBe(201)
    await refused(await rest('POST', '/users', body), /already used/)
    // Another wallet may sign the very same text (same app, same millisecond).
    expect((await logInWithData(privateKeyToAccount(newKey()), data)).status).toBe(201)
  })

  test('a stale server time', async () => {
    const account = privateKeyToAccount(newKey())
    await refused(
      await logInWithData(account, stamped('Moralis Authentication', stack.appId, Date.now() - 3 * 60_000)),
      /expired: its server time is over 2 minutes old/,
    )
    await refused(
      await logInWithData(account, stamped('Moralis Authentication', stack.appId, Date.now() + 60_000)),
      /in the future/,
    )
  })

  test("another app's id", async () => {
    const account = privateKeyToAccount(newKey())
    await refused(
      await logInWithData(account, stamped('Moralis Authentication', 'someoneElsesApp')),
      /for app "someoneElsesApp", not this server's app "vitrine"/,
    )
  })

  test('a wrong signature, and no stamp at all', async () => {
    const account = privateKeyToAccount(newKey())
    const stranger = privateKeyToAccount(newKey())
    await refused(await logInWithData(account, stamped('Moralis Authentication'), stranger), /signature does not match/)
    await refused(await logInWithData(account, 'Moralis Authentication'), /no "Id: <appId>:<server time>" line/)
  })

  test('malformed authData is a 400 naming the field', async () => {
    await refused(
      await rest('POST', '/users', { authData: { moralisEth: { id: 'me', signature: '0x00', data: 'x' } } }),
      /authData.moralisEth.id must be an Ethereum address/,
    )
    const id = privateKeyToAccount(newKey()).address
    await refused(
      await rest('POST', '/users', { authData: { moralisEth: { id, signature: 'nope', data: 'x' } } }),
      /authData.moralisEth.signature must be a hex signature/,
    )
  })
})

test('the Parse SDK still sees one user per wallet', async () => {
  const key = newKey()
  const account = privateKeyToAccount(key)
  await authenticate(key)
  await Moralis.User.logOut()
  await signInWithWallet(account)
  const users = await new Parse.Query(Parse.User)
    .equalTo('ethAddress', account.address.toLowerCase())
    .count({ useMasterKey: true })
  expect(users).toBe(1)
})

testNoSelfRequests()
