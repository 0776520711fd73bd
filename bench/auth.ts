/**
 * Backend figures: wallet sign-in (challenge + log-in) at concurrency 1 and 16, Moralis sign-in
 * (getServerTime + log-in with moralisEth, as moralis-v1's authenticate() does) at concurrency 16,
 * and GET /users/me at concurrency 16, against `npm start`'s backend. Run: npm run bench:auth
 * (BENCH_REDIS=1: with a Redis of its own as REDIS_URL, so Parse caches sessions in it)
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createJsonClient } from './lib/jsonClient.ts'
import { formatLoad, measureLoad } from './lib/measureLoad.ts'
import { runStack } from './lib/runStack.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const stack = await runStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000000' } })
const send = createJsonClient(stack.serverUrl, { 'X-Parse-Application-Id': 'vitrine' })

async function call(method: string, path: string, body?: unknown, sessionToken?: string) {
  const response = await send(method, path, body, sessionToken ? { 'X-Parse-Session-Token': sessionToken } : {})
  if (response.status >= 400) throw new Error(JSON.stringify(response.body))
  return response.body
}

type Account = ReturnType<typeof privateKeyToAccount>
let signingMs = 0

async function signIn(account: Account) {
  const { challengeData } = (await call('POST', '/challenge', {
    challengeData: { ethereum: { address: account.address, chainId: 31337 } },
  })) as { challengeData: { ethereum: { message: string } } }
  const { message } = challengeData.ethereum
  const signedAt = performance.now()
  const signature = await account.signMessage({ message })
  signingMs += performance.now() - signedAt
  return (await call('POST', '/users', { authData: { ethereum: { id: account.address, message, signature } } })) as {
    sessionToken: string
  }
}

/** moralis-v1's authenticate(): the server time stamps the signed text, then moralisEth logs in. */
async function moralisSignIn(account: Account) {
  const { result } = (await call('POST', '/functions/getServerTime', {})) as { result: { dateTime: number } }
  const data = `Moralis Authentication\n\nId: vitrine:${result.dateTime}`
  const signedAt = performance.now()
  const signature = await account.signMessage({ message: data })
  signingMs += performance.now() - signedAt
  return call('POST', '/users', { authData: { moralisEth: { id: account.address.toLowerCase(), signature, data } } })
}

try {
  console.log(`npm start ready in ${(stack.readyMs / 1000).toFixed(1)} s; measuring ${seconds} s per figure\n`)
  // One wallet per worker, signed up first: the figures are for returning users.
  const accounts = Array.from({ length: 16 }, () => privateKeyToAccount(generatePrivateKey()))
  const sessions = await Promise.all(accounts.map(signIn))

  for (const concurrency of [1, 16]) {
    signingMs = 0
    const result = await measureLoad(
      (worker) => signIn(accounts[worker] as Account).then(() => {}),
      concurrency,
      seconds * 1000,
    )
    console.log(formatLoad('wallet sign-in (challenge + log-in)', result))
    console.log(
      `${''.padEnd(34)}       (includes ${(signingMs / result.count).toFixed(1)} ms of client-side signing per sign-in)`,
    )
  }
  // The same wallets: one wallet is one account, whichever provider signs it in.
  signingMs = 0
  const moralis = await measureLoad(
    (worker) => moralisSignIn(accounts[worker] as Account).then(() => {}),
    16,
    seconds * 1000,
  )
  console.log(formatLoad('Moralis sign-in (moralisEth)', moralis))
  console.log(
    `${''.padEnd(34)}       (includes ${(signingMs / moralis.count).toFixed(1)} ms of client-side signing per sign-in)`,
  )
  const me = await measureLoad(
    (worker) => call('GET', '/users/me', undefined, sessions[worker]?.sessionToken).then(() => {}),
    16,
    seconds * 1000,
  )
  console.log(formatLoad('GET /users/me', me))
} finally {
  await stack.stop()
}
