import { NATIVE_TOKEN } from '@vitrine/api'
import { devAccount, walletFor } from '@vitrine/devchain'
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { expect, inject, test } from 'vitest'
import type { PluginTrigger } from '../moralisPlugins.ts'
import { oneInchMoralisPlugin } from './oneInchMoralisPlugin.ts'
import { createUniswapSwap } from './uniswapSwap.ts'

const stack = inject('stack')
const { demoToken, weth, swapRouter } = stack.deployment
const client = createPublicClient({ transport: http(stack.rpcUrl), pollingInterval: 50 })
const plugin = oneInchMoralisPlugin({
  swap: createUniswapSwap(client, { router: swapRouter, weth, tokens: [demoToken] }),
  chainId: stack.chainId,
})
const fn = (name: string) => {
  const run = plugin.functions[name]
  if (!run) throw new Error(`no ${name}`)
  return (params: Record<string, unknown>) => run(params, null, {})
}
const chain = `0x${stack.chainId.toString(16)}`

/** What moralis-v1's handleTriggers does with a `web3Transaction`: the wallet sends it, in turn. */
async function runTriggers(triggers: PluginTrigger[], account: ReturnType<typeof devAccount>) {
  const wallet = walletFor(account, stack.rpcUrl, stack.chainId)
  for (const trigger of triggers) {
    expect(trigger.name).toBe('web3Transaction')
    const tx = trigger.data as { from: string; to: Hex; data: Hex; value: string }
    expect(tx.from).toBe(account.address)
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  }
}

test('no swap route: each function answers that the plugin is off', async () => {
  const off = oneInchMoralisPlugin({ swap: null, chainId: 31337 })
  await expect(off.functions.getSupportedTokens?.({}, null, {})).rejects.toThrow(/oneInch plugin is off/)
})

test('getSupportedTokens and quote answer in 1inch shapes', async () => {
  const tokens = await fn('getSupportedTokens')({ chain })
  expect(tokens.triggers).toEqual([])
  expect((tokens.data as { tokens: Record<string, unknown> }).tokens[demoToken]).toMatchObject({
    symbol: 'vUSD',
    decimals: 6,
  })
  const quote = await fn('quote')({
    chain,
    fromTokenAddress: demoToken,
    toTokenAddress: NATIVE_TOKEN,
    amount: '300000000',
  })
  const data = quote.data as { toTokenAmount: string; fromToken: { symbol: string } }
  expect(data.fromToken.symbol).toBe('vUSD')
  // 300 vUSD at 3,000 a ETH, less the pool's fee: just under 0.1 ETH.
  expect(BigInt(data.toTokenAmount)).toBeGreaterThan(99n * 10n ** 15n)
  expect(BigInt(data.toTokenAmount)).toBeLessThan(10n ** 17n)
})

test('swap: the approval and the swap as web3Transaction triggers the wallet runs; the amount is never exceeded', async () => {
  // Accounts 2 and 4 hold the demo grant, and no other server test sends from them.
  const account = devAccount(2)
  const params = { chain, fromTokenAddress: demoToken, fromAddress: account.address, amount: '50000000' }
  expect((await fn('hasAllowance')(params)).data).toBe(false)
  const vusd = () =>
    client.readContract({ address: demoToken, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
  const before = { vusd: await vusd(), eth: await client.getBalance({ address: account.address }) }
  const answer = await fn('swap')({ ...params, toTokenAddress: NATIVE_TOKEN, slippage: 1 })
  expect(answer.triggers.map((t) => t.name)).toEqual(['web3Transaction', 'web3Transaction'])
  expect(answer.triggers[1]).toMatchObject({ shouldAwait: true, shouldReturnResponse: true })
  await runTriggers(answer.triggers, account)
  const spent = before.vusd - (await vusd())
  expect(spent).toBeGreaterThan(0n)
  expect(spent).toBeLessThanOrEqual(50_000_000n)
  expect((await fn('hasAllowance')({ ...params, amount: '1' })).data).toBe(true)
})

test('approve: one web3Transaction giving the spender the allowance', async () => {
  const account = devAccount(4)
  const answer = await fn('approve')({ chain, tokenAddress: demoToken, fromAddress: account.address, amount: '1234' })
  await runTriggers(answer.triggers, account)
  const allowed = await client.readContract({
    address: demoToken,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account.address, swapRouter],
  })
  expect(allowed).toBe(1234n)
})

test('bad parameters and another chain are refused in words', async () => {
  await expect(
    fn('quote')({ chain, fromTokenAddress: 'x', toTokenAddress: NATIVE_TOKEN, amount: '1' }),
  ).rejects.toThrow(/fromTokenAddress must be an address/)
  await expect(
    fn('quote')({ chain, fromTokenAddress: demoToken, toTokenAddress: NATIVE_TOKEN, amount: '1.5' }),
  ).rejects.toThrow(/amount must be a positive whole number/)
  await expect(
    fn('quote')({ chain: 'eth', fromTokenAddress: demoToken, toTokenAddress: NATIVE_TOKEN, amount: '1' }),
  ).rejects.toThrow(/chain 31337 only/)
})
