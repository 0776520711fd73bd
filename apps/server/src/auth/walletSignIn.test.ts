import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { createWalletClient, getAddress, http, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, inject, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'
import { logInWithEthereum, requestChallenge, sessionCount, signInWithWallet } from '../../test/walletSignIn.ts'

const Parse = parseClient()
const newAccount = () => privateKeyToAccount(generatePrivateKey())

/** A message built from a real challenge, with some fields changed before it is signed. */
async function alteredMessage(account: ReturnType<typeof newAccount>, change: Record<string, unknown>) {
  const { message } = await requestChallenge(account.address)
  const fields = parseSiweMessage(message)
  return createSiweMessage({ ...fields, ...change } as Parameters<typeof createSiweMessage>[0])
}

describe('wallet sign-in: good paths', () => {
  test('an EOA signs in and gets ethAddress and accounts, lower-case as Moralis keeps them', async () => {
    const account = newAccount()
    const user = await signInWithWallet(account)
    expect(user.getSessionToken()).toMatch(/^r:/)
    const lower = account.address.toLowerCase()
    expect(user.get('ethAddress')).toBe(lower)
    expect(user.get('accounts')).toEqual([lower])
    const me = await rest('GET', '/users/me', undefined, user.getSessionToken() ?? undefined)
    expect(me.body.ethAddress).toBe(lower)
    // The spent message and signature are not kept; the wallet is held for Moralis sign-in too.
    expect(me.body.authData).toEqual({ ethereum: { id: account.address }, moralisEth: { id: lower } })
  })

  test('a second sign-in, and one with a lower-case address, find the same user', async () => {
    const account = newAccount()
    const first = await signInWithWallet(account)
    const second = await signInWithWallet(account)
    const { message } = await requestChallenge(account.address.toLowerCase())
    const signature = await account.signMessage({ message })
    const lower = await logInWithEthereum({ id: account.address.toLowerCase(), message, signature })
    expect(second.id).toBe(first.id)
    expect(lower.id).toBe(first.id)
    expect(
      await new Parse.Query(Parse.User)
        .equalTo('ethAddress', account.address.toLowerCase())
        .count({ useMasterKey: true }),
    ).toBe(1)
  })

  test('the site (on localhost) opened at 127.0.0.1: the message names that origin, and signs in', async () => {
    const account = newAccount()
    const { message } = await requestChallenge(account.address, undefined, 'http://127.0.0.1:3000')
    expect(parseSiweMessage(message)).toMatchObject({ domain: '127.0.0.1:3000', uri: 'http://127.0.0.1:3000' })
    const signature = await account.signMessage({ message })
    const user = await logInWithEthereum({ id: account.address, message, signature })
    expect(user.get('ethAddress')).toBe(account.address.toLowerCase())
  })

  test('a challenge asked from a foreign origin still names the site itself', async () => {
    const { message } = await requestChallenge(newAccount().address, undefined, 'https://evil.example')
    expect(parseSiweMessage(message)).toMatchObject({ domain: 'localhost:3000', uri: 'http://localhost:3000' })
  })

  test('an ERC-1271 contract wallet deployed on anvil signs in', async () => {
    const stack = inject('stack')
    const deployer = createWalletClient({
      account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
      chain: foundry,
      transport: http(stack.rpcUrl),
    }).extend(publicActions)
    const owner = newAccount()
    const hash = await deployer.deployContract({
      abi: simpleSmartWalletAbi,
      bytecode: simpleSmartWalletBytecode,
      args: [owner.address],
    })
    const { contractAddress } = await deployer.waitForTransactionReceipt({ hash })
    const wallet = getAddress(contractAddress as string)
    const { message } = await requestChallenge(wallet)
    const signature = await owner.signMessage({ message })
    const user = await logInWithEthereum({ id: wallet, message, signature })
    expect(user.get('ethAddress')).toBe(wallet.toLowerCase())

    // The owner key alone, without the contract, is a different account.
    const stranger = newAccount()
    const other = await requestChallenge(wallet)
    await expect(
      logInWithEthereum({
        id: wallet,
        message: other.message,
        signature: await stranger.signMessage({ message: other.message }),
      }),
    ).rejects.toThrow(/signature does not match/)
  })
})

describe('wallet sign-in: every attack is refused with a Parse error and no session', () => {
  const refused = async (address: string, attempt: () => Promise<unknown>, reason: RegExp) => {
    const before = await sessionCount(address)
    const error = await attempt().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Parse.Error)
    expect((error as Error).message).toMatch(reason)
    expect(await sessionCount(address)).toBe(before)
  }

  test('a replayed message', async () => {
    const account = newAccount()
    const { message } = await requestChallenge(account.address)
    const signature = await account.signMessage({ message })
    await logInWithEthereum({ id: account.address, message, signature })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /unknown or was already used/,
    )
  })

  test('a nonce issued for another address', async () => {
    const [victim, attacker] = [newAccount(), newAccount()]
    const { nonce } = await requestChallenge(victim.address)
    const message = await alteredMessage(attacker, { nonce })
    const signature = await attacker.signMessage({ message })
    await refused(
      attacker.address,
      () => logInWithEthereum({ id: attacker.address, message, signature }),
      /issued for another address/,
    )
  })

  test('an unknown nonce', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { nonce: 'f'.repeat(32) })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /unknown or was already used/,
    )
  })

  test('a spent nonce, signed again in a new message', async () => {
    const account = newAccount()
    const { message, nonce } = await requestChallenge(account.address)
    await logInWithEthereum({ id: account.address, message, signature: await account.signMessage({ message }) })
    const again = await alteredMessage(account, { nonce, statement: 'Sign in again.' })
    const signature = await account.signMessage({ message: again })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message: again, signature }),
      /unknown or was already used/,
    )
  })

  test('a message tampered with after signing', async () => {
    const account = newAccount()
    const { message } = await requestChallenge(account.address)
    const signature = await account.signMessage({ message })
    const tampered = message.replace('Sign in to Vitrine', 'Sign in to Vitrinf')
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message: tampered, signature }),
      /signature does not match/,
    )
  })

  test('a foreign domain', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { domain: 'evil.example' })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /evil\.example, not this site/,
    )
  })

  test("another port of the site's host", async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { domain: 'localhost:3001', uri: 'http://localhost:3001' })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /localhost:3001, not this site/,
    )
  })

  test('a loopback alias of the site with the URI of another', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { domain: '127.0.0.1:3000', uri: 'http://localhost:3000' })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /URI is not this site/,
    )
  })

  test('a foreign URI', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { uri: 'https://evil.example' })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /URI is not this site/,
    )
  })

  test('a chain id the server does not serve', async () => {
    const account = newAccount()
    await expect(requestChallenge(account.address, 1)).rejects.toThrow(/Chain 1 is not served/)
    const message = await alteredMessage(account, { chainId: 1 })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /Chain 1 is not served/,
    )
  })

  test('an id that is not the signing address', async () => {
    const [signer, other] = [newAccount(), newAccount()]
    const { message } = await requestChallenge(signer.address)
    const signature = await signer.signMessage({ message })
    await refused(
      other.address,
      () => logInWithEthereum({ id: other.address, message, signature }),
      /not the address that signs/,
    )
  })

  test('a malformed signature', async () => {
    const account = newAccount()
    const { message } = await requestChallenge(account.address)
    for (const signature of ['0x1234', 'not-hex', `0x${'00'.repeat(65)}`]) {
      await refused(account.address, () => logInWithEthereum({ id: account.address, message, signature }), /signature/)
    }
  })

  test('an expired message', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { expirationTime: new Date(Date.now() - 1000) })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /expired or is not valid yet/,
    )
  })

  test('a notBefore in the future', async () => {
    const account = newAccount()
    const message = await alteredMessage(account, { notBefore: new Date(Date.now() + 3_600_000) })
    const signature = await account.signMessage({ message })
    await refused(
      account.address,
      () => logInWithEthereum({ id: account.address, message, signature }),
      /expired or is not valid yet/,
    )
  })

  test('malformed challenge requests get a clear error', async () => {
    const bad = await rest('POST', '/challenge', { challengeData: { ethereum: { address: 'nope', chainId: 31337 } } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/must be an Ethereum address/)
    const noChain = await rest('POST', '/challenge', { challengeData: { ethereum: { address: newAccount().address } } })
    expect(noChain.body.error).toMatch(/chainId must be a positive integer/)
  })
})
