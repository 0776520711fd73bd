import { setTimeout as sleep } from 'node:timers/promises'
import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { freePort, startRpcProxy, waitFor } from '@vitrine/testkit'
import { type Address, createWalletClient, getAddress, http, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect, inject, test } from 'vitest'
import { spawnServer } from '../../test/spawnServer.ts'

const OUTAGE_MS = 30_000
/** Stands for an API key in a provider's URL: it must never reach a log line. */
const RPC_KEY = 'key-4f1c9e0b7a'

/** A contract wallet (ERC-1271) owned by `owner`, deployed straight to the chain. */
async function deployWallet(owner: Address): Promise<Address> {
  const deployer = createWalletClient({
    account: privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
    chain: foundry,
    transport: http(inject('stack').rpcUrl),
  }).extend(publicActions)
  const hash = await deployer.deployContract({
    abi: simpleSmartWalletAbi,
    bytecode: simpleSmartWalletBytecode,
    args: [owner],
  })
  return getAddress((await deployer.waitForTransactionReceipt({ hash })).contractAddress as string)
}

test('the chain node gone for 30 s: a contract wallet’s sign-in answers "temporarily unavailable", then works', {
  timeout: OUTAGE_MS + 60_000,
}, async () => {
  const stack = inject('stack')
  // The backend under test reaches the chain through a proxy the test can cut; it knows only the URL.
  const proxy = await startRpcProxy(stack.rpcUrl)
  const port = await freePort()
  const base = `http://localhost:${port}/server`
  const server = spawnServer({
    PORT: String(port),
    SERVER_URL: base,
    DATABASE_URL: stack.databaseUrl,
    MASTER_KEY: stack.masterKey,
    RPC_URL: `${proxy.url}/v2/${RPC_KEY}`,
  })
  try {
    await waitFor(() => server.output().includes('"ready"'))
    const send = async (path: string, body: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
    }
    const signIn = async (account: ReturnType<typeof privateKeyToAccount>, address: Address = account.address) => {
      const challenge = await send('/challenge', { challengeData: { ethereum: { address, chainId: stack.chainId } } })
      const { message } = challenge.body.challengeData.ethereum as { message: string }
      return { id: address, message, signature: await account.signMessage({ message }) }
    }
    const logIn = (authData: unknown) => send('/users', { authData: { ethereum: authData } })
    /** Users holding this wallet address, asked with the master key. */
    const users = async (address: Address) => {
      const where = encodeURIComponent(JSON.stringify({ ethAddress: address.toLowerCase() }))
      const response = await fetch(`${base}/classes/_User?where=${where}&count=1&limit=0`, {
        headers: { 'X-Parse-Application-Id': stack.appId, 'X-Parse-Master-Key': stack.masterKey },
      })
      return ((await response.json()) as { count: number }).count
    }
    const temporaryError = {
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { code: 100, error: expect.stringMatching(/temporarily unavailable.*Try again/) },
    }

    const owner = privateKeyToAccount(generatePrivateKey())
    const wallet = await deployWallet(owner.address)
    const authData = await signIn(owner, wallet)

    await proxy.cut('refuse')
    const over = Date.now() + OUTAGE_MS
    // A stopped node: the contract wallet's good signature is not called bad, and nobody is signed in.
    expect(await logIn(authData)).toEqual(temporaryError)
    expect(await users(wallet)).toBe(0)
    // Whatever else needs the chain says the same; a key's signature needs no chain and still works.
    expect(await send('/functions/getSyncStatus', {})).toEqual(temporaryError)
    const eoa = privateKeyToAccount(generatePrivateKey())
    expect((await logIn(await signIn(eoa))).body.sessionToken).toMatch(/^r:/)

    // Halfway, the node hangs instead (accepts, never answers): the same answer, in bounded time.
    await sleep(Math.max(0, over - OUTAGE_MS / 2 - Date.now()))
    await proxy.restore()
    await proxy.cut('blackhole')
    const asked = Date.now()
    expect(await logIn(authData)).toEqual(temporaryError)
    expect(Date.now() - asked).toBeLessThan(12_000)
    expect(await users(wallet)).toBe(0)

    await sleep(Math.max(0, over - Date.now()))
    await proxy.restore()
    // The node is back: the same signed message signs in (its nonce was never spent).
    const back = await logIn(authData)
    expect(back.status).toBe(201)
    expect(back.body.sessionToken).toMatch(/^r:/)
    expect(await users(wallet)).toBe(1)
    // The backend logged the trouble, and never the node's URL with its key.
    expect(server.output()).toMatch(/temporarily unavailable/)
    expect(server.output()).not.toContain(RPC_KEY)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await proxy.close()
  }
})
