import { DEMO_POOL, walletFor } from '@vitrine/devchain'
import { uniswapV2PairAbi, uniswapV2RouterAbi } from '@vitrine/market'
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  type Hash,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { wethAbi } from '../../test/marketWorld.ts'
import { moralisClient } from '../../test/moralisClient.ts'
import { rest } from '../../test/parseClient.ts'
import { CHAIN_READS_PER_MINUTE } from '../http/rateLimits.ts'
import { MAX_TOKEN_ADDRESSES } from './moralisTokenMetadata.ts'
import { MAX_ABI_CHARS } from './runContractFunction.ts'

/**
 * The Moralis Web3 API's chain reads through the real moralis-v1 SDK against the real server and
 * anvil, each answer compared with viem's own read of the same chain: the demo ERC-20 (vUSD, 6
 * decimals) and its Uniswap V2 pool against WETH that the test chain is prepared with.
 */
const stack = inject('stack')
const { deployment, rpcUrl } = stack
const Moralis = await moralisClient()
const client = createPublicClient({ transport: http(rpcUrl) })
const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
// moralis-v1's types list only the chains Moralis hosted; the SDK sends any value as it is.
const chain = '0x7a69' as 'eth'
const token = deployment.demoToken
const lower = (a: string) => a.toLowerCase()
// biome-ignore lint/suspicious/noExplicitAny: Moralis's answers are untyped JSON
type Any = any
const web3 = Moralis.Web3API as Any

/** A Web3 API call as moralis 1.x posts it while signed out: JSON, no application id anywhere. */
const signedOut = async (name: string, params: Record<string, unknown>) => {
  const response = await fetch(`${stack.serverUrl}/functions/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chain, ...params }),
  })
  return { status: response.status, body: (await response.json()) as Any }
}
const refusal = async (name: string, params: Record<string, unknown>) => {
  const { status, body } = await rest('POST', `/functions/${name}`, { chain, ...params })
  return { status, code: body.code, error: body.error as string }
}

// A fresh account that wraps ETH and sends WETH: a block of ours with a transaction and its logs.
const sender = privateKeyToAccount(generatePrivateKey())
const receiver = privateKeyToAccount(generatePrivateKey()).address
await testClient.setBalance({ address: sender.address, value: parseEther('10') })
const wallet = walletFor(sender, rpcUrl, stack.chainId)
await client.waitForTransactionReceipt({
  hash: await wallet.writeContract({
    address: deployment.weth,
    abi: wethAbi,
    functionName: 'deposit',
    value: parseEther('2'),
  }),
})
const sent: Hash = await wallet.writeContract({
  address: deployment.weth,
  abi: wethAbi,
  functionName: 'transfer',
  args: [receiver, parseEther('1.5')],
})
const sentReceipt = await client.waitForTransactionReceipt({ hash: sent })

describe('native.runContractFunction', () => {
  const erc20Json = JSON.parse(JSON.stringify(erc20Abi))
  test('one output: a string equal to the chain (balanceOf, name, decimals)', async () => {
    const params = { chain, address: token, abi: erc20Json }
    const balance = await web3.native.runContractFunction({
      ...params,
      function_name: 'balanceOf',
      params: { account: receiver },
    })
    expect(balance).toBe('0')
    const poolBalance = await web3.native.runContractFunction({
      ...params,
      function_name: 'balanceOf',
      params: { account: await pairAddress() },
    })
    const onChain = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [await pairAddress()],
    })
    expect(poolBalance).toBe(onChain.toString())
    expect(await web3.native.runContractFunction({ ...params, function_name: 'name' })).toBe(
      await client.readContract({ address: token, abi: erc20Abi, functionName: 'name' }),
    )
    expect(await web3.native.runContractFunction({ ...params, function_name: 'decimals' })).toBe('6')
  })

  test('several outputs: an array of strings (a pool getReserves)', async () => {
    const pair = await pairAddress()
    const reserves = await web3.native.runContractFunction({
      chain,
      address: pair,
      function_name: 'getReserves',
      abi: JSON.parse(JSON.stringify(uniswapV2PairAbi)),
    })
    const onChain = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    expect(reserves).toEqual(onChain.map(String))
  })

  test('bad input is refused with a sentence: a sending function, a missing input, no such function, a huge abi', async () => {
    const base = { address: token, abi: erc20Json }
    expect(
      await refusal('runContractFunction', {
        ...base,
        function_name: 'transfer',
        params: { to: receiver, value: '1' },
      }),
    ).toEqual({
      status: 400,
      code: 162,
      error: 'transfer is not a view or pure function: runContractFunction only reads, it never sends.',
    })
    expect((await refusal('runContractFunction', { ...base, function_name: 'balanceOf', params: {} })).error).toBe(
      'params must give each input of balanceOf by name: account.',
    )
    expect((await refusal('runContractFunction', { ...base, function_name: 'mint' })).error).toBe(
      'abi has no function mint.',
    )
    expect((await refusal('runContractFunction', { ...base, abi: 'nope', function_name: 'name' })).error).toMatch(
      /^abi must be/,
    )
    const huge = Array.from({ length: 2000 }, (_, i) => ({
      type: 'function',
      name: `f${i}`,
      inputs: [],
      outputs: [],
      stateMutability: 'view',
    }))
    expect(JSON.stringify(huge).length).toBeGreaterThan(MAX_ABI_CHARS)
    expect((await refusal('runContractFunction', { ...base, abi: huge, function_name: 'f1' })).error).toMatch(
      /^abi is too large/,
    )
    const badValue = await refusal('runContractFunction', {
      ...base,
      function_name: 'balanceOf',
      params: { account: 'bob' },
    })
    expect(badValue).toMatchObject({ status: 400, code: 162 })
    expect(badValue.error).toMatch(/^params do not fit balanceOf's inputs/)
  })

  test('a revert is a fact about the chain (141), an address without code answers no data', async () => {
    const reverting = parseAbi(['function withdraw(uint256 wad) view'])
    const reverted = await refusal('runContractFunction', {
      address: deployment.weth,
      abi: JSON.parse(JSON.stringify(reverting)),
      function_name: 'withdraw',
      params: { wad: '1' },
    })
    expect(reverted).toMatchObject({ status: 400, code: 141 })
    expect(reverted.error).toMatch(/^withdraw reverted/)
    const empty = await refusal('runContractFunction', { address: receiver, abi: erc20Json, function_name: 'name' })
    expect(empty.error).toBe(`name returned no data: is ${receiver} a contract with it?`)
  })
})

async function pairAddress(): Promise<Address> {
  const factory = await client.readContract({
    address: deployment.swapRouter,
    abi: uniswapV2RouterAbi,
    functionName: 'factory',
  })
  return client.readContract({
    address: factory,
    abi: uniswapV2PairAbi,
    functionName: 'getPair',
    args: [token, deployment.weth],
  })
}

describe('native.getBlock', () => {
  test('by number and by hash: the block, its transactions and their logs as viem reads them', async () => {
    const block = await client.getBlock({ blockNumber: sentReceipt.blockNumber, includeTransactions: true })
    const byNumber = await web3.native.getBlock({ chain, block_number_or_hash: String(block.number) })
    const byHash = await web3.native.getBlock({ chain, block_number_or_hash: block.hash })
    expect(byHash).toEqual(byNumber)
    expect(byNumber).toMatchObject({
      number: String(block.number),
      hash: block.hash,
      parent_hash: block.parentHash,
      timestamp: new Date(Number(block.timestamp) * 1000).toISOString(),
      miner: lower(block.miner),
      gas_used: String(block.gasUsed),
      gas_limit: String(block.gasLimit),
      transaction_count: String(block.transactions.length),
    })
    const tx = byNumber.transactions.find((t: Any) => t.hash === sent)
    expect(tx).toMatchObject({
      from_address: lower(sender.address),
      to_address: lower(deployment.weth),
      value: '0',
      receipt_status: '1',
      receipt_gas_used: String(sentReceipt.gasUsed),
      block_number: String(block.number),
      block_hash: block.hash,
    })
    expect(tx.logs).toHaveLength(sentReceipt.logs.length)
    const [log] = sentReceipt.logs
    expect(tx.logs[0]).toMatchObject({
      address: lower(deployment.weth),
      data: log?.data,
      topic0: log?.topics[0],
      topic1: log?.topics[1],
      topic2: log?.topics[2],
      topic3: null,
      log_index: String(log?.logIndex),
      transaction_hash: sent,
    })
  })

  test('a block not mined yet is 101, a bad reference 162', async () => {
    const far = await refusal('getBlock', { block_number_or_hash: '99999999' })
    expect(far).toEqual({ status: 404, code: 101, error: 'No block 99999999 on this chain.' })
    expect((await refusal('getBlock', { block_number_or_hash: 'latest' })).code).toBe(162)
  })
})

describe('token.getTokenMetadata', () => {
  test('name, symbol and decimals of each contract as the chain has them; nulls for an address without code', async () => {
    const answer = await web3.token.getTokenMetadata({ chain, addresses: [token, deployment.weth, receiver] })
    const read = (address: Address, functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ address, abi: erc20Abi, functionName })
    expect(answer).toEqual([
      {
        address: lower(token),
        name: await read(token, 'name'),
        symbol: await read(token, 'symbol'),
        decimals: String(await read(token, 'decimals')),
        logo: null,
        logo_hash: null,
        thumbnail: null,
        block_number: null,
        validated: null,
      },
      expect.objectContaining({
        address: lower(deployment.weth),
        symbol: await read(deployment.weth, 'symbol'),
        decimals: '18',
      }),
      expect.objectContaining({ address: lower(receiver), name: null, symbol: null, decimals: null }),
    ])
  })

  test(`1 to ${MAX_TOKEN_ADDRESSES} addresses, each an address`, async () => {
    const many = Array.from({ length: MAX_TOKEN_ADDRESSES + 1 }, () => receiver)
    expect((await refusal('getTokenMetadata', { addresses: many })).error).toBe(
      `addresses must be a list of 1 to ${MAX_TOKEN_ADDRESSES} ERC-20 contract addresses.`,
    )
    expect((await refusal('getTokenMetadata', { addresses: ['0x12'] })).error).toBe(
      'addresses[0] must be an address (0x and 40 hex digits).',
    )
  })
})

describe('token.getTokenPrice', () => {
  test("the pool's mid price of one whole token in wei, with the factory and the path", async () => {
    const price = await web3.token.getTokenPrice({ chain, address: token })
    const pair = await pairAddress()
    const [r0, r1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    const tokenFirst = lower(token) < lower(deployment.weth)
    const [tokenReserve, wethReserve] = tokenFirst ? [r0, r1] : [r1, r0]
    expect(price).toEqual({
      nativePrice: {
        value: ((10n ** 6n * wethReserve) / tokenReserve).toString(),
        decimals: 18,
        name: 'Ether',
        symbol: 'ETH',
      },
      usdPrice: null,
      exchangeAddress: lower(deployment.swapFactory),
      exchangeName: 'Uniswap v2',
      path: [lower(token), lower(deployment.weth)],
    })
    // The demo pool was seeded at 3,000 vUSD an ETH: a vUSD is worth about 1/3000 ETH.
    const seeded = (DEMO_POOL.eth * 10n ** 6n) / DEMO_POOL.tokens
    expect(Number(price.nativePrice.value) / Number(seeded)).toBeCloseTo(1, 0)
  })

  test('WETH is worth one ETH; a token without a pool is 101', async () => {
    expect((await web3.token.getTokenPrice({ chain, address: deployment.weth })).nativePrice.value).toBe(
      String(10n ** 18n),
    )
    const none = await refusal('getTokenPrice', { address: deployment.collectionFactory })
    expect(none).toEqual({
      status: 404,
      code: 101,
      error: `No Uniswap V2 pool of ${lower(deployment.collectionFactory)} against WETH with liquidity: no price.`,
    })
  })
})

describe('resolve.resolveDomain', () => {
  test('is not supported on this chain, in words', async () => {
    await expect(web3.resolve.resolveDomain({ domain: 'brad.crypto' })).rejects.toThrow(
      'Resolving brad.crypto is not supported on this chain (31337): it has no name service this server reads.',
    )
  })
})

describe('signed out (no application id, as moralis 1.x posts then)', () => {
  test('the Web3 API reads are answered as signed in', async () => {
    const { status, body } = await signedOut('getTokenMetadata', { addresses: [token] })
    expect(status).toBe(200)
    expect(body.result).toEqual(await web3.token.getTokenMetadata({ chain, addresses: [token] }))
    const balance = await signedOut('getNativeBalance', { address: sender.address })
    expect(balance.body.result).toEqual({ balance: (await client.getBalance({ address: sender.address })).toString() })
  })

  test('every other function still needs the application id', async () => {
    for (const name of ['getServerTime', 'getNFTs', 'postOrder']) {
      const { status, body } = await signedOut(name, {})
      expect({ name, status, body }).toEqual({ name, status: 403, body: { error: 'unauthorized' } })
    }
  })

  test('chain reads have a budget per address and minute, and say so in their header', async () => {
    const response = await fetch(`${stack.serverUrl}/functions/getBlock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chain, block_number_or_hash: '0' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('ratelimit-policy')).toContain(`q=${CHAIN_READS_PER_MINUTE}; w=60`)
  })
})
