import { demoTokenAbi, demoTokenBytecode } from '@vitrine/contracts'
import { watchAddresses } from '@vitrine/db'
import { type AnvilHandle, devAccount, weth9Artifact } from '@vitrine/devchain'
import type pg from 'pg'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { followStep } from '../sync/follow.ts'
import { syncAddressActivity } from './syncAddressActivity.ts'

let chain: SeededChain
let anvil: AnvilHandle
let pool: pg.Pool
let client: PublicClient
let token: Address
const chainId = 31337
const minter = devAccount(0)

beforeAll(async () => {
  chain = await startSeededChain()
  ;({ anvil, pool } = chain)
  client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl) }).extend(
    publicActions,
  ) as unknown as PublicClient
  const hash = await wallet(minter).deployContract({
    abi: demoTokenAbi,
    bytecode: demoTokenBytecode,
    args: ['Test Dollar', 'TUSD', 1_000_000_000_000n],
  })
  token = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
  await chain.backfillToHead(client)
})
afterAll(() => chain?.stop())

const wallet = (account: ReturnType<typeof devAccount>) =>
  createWalletClient({ account, chain: foundry, transport: http(anvil.rpcUrl) })
const common = () => testCommon({ pool, client, chainId, seaport: chain.seaport })
const testClient = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl) })

async function sendTokens(to: Address, amount: bigint) {
  const hash = await wallet(minter).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  return client.waitForTransactionReceipt({ hash })
}
async function sendEth(to: Address, value: bigint) {
  const hash = await wallet(minter).sendTransaction({ to, value })
  return client.waitForTransactionReceipt({ hash })
}
/** The indexer's loop: a follow step, then the addresses' step. */
async function indexNewBlocks() {
  await followStep(common())
  await syncAddressActivity(common())
}
const transfersOf = async (address: string) =>
  (
    await pool.query(
      `SELECT token, from_address, to_address, value::text, block_number::text, transaction_hash, log_index
         FROM vitrine.token_transfers WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)
        ORDER BY block_number, log_index`,
      [chainId, address.toLowerCase()],
    )
  ).rows
/** The chain's own ERC-20 Transfer logs of the token touching `address`, as rows. */
async function chainTransfersOf(address: Address) {
  const [sent, received] = await Promise.all(
    [{ from: address }, { to: address }].map((args) =>
      client.getContractEvents({ address: token, abi: erc20Abi, eventName: 'Transfer', args, fromBlock: 0n }),
    ),
  )
  return [...(sent ?? []), ...(received ?? [])]
    .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
    .map((log) => ({
      token: token.toLowerCase(),
      from_address: (log.args.from as string).toLowerCase(),
      to_address: (log.args.to as string).toLowerCase(),
      value: (log.args.value as bigint).toString(),
      block_number: log.blockNumber.toString(),
      transaction_hash: log.transactionHash,
      log_index: log.logIndex,
    }))
}

test("a watched address: its ERC-20 transfers from the chain's first block, its transactions from when it was watched, equal to the chain", async () => {
  const holder = privateKeyToAccount(generatePrivateKey()).address
  // Before the watch: a transfer (read back from the first block) and ETH (not: no index to ask).
  await sendTokens(holder, 5_000n)
  const before = await sendEth(holder, parseEther('1'))
  await indexNewBlocks()
  const cursor = await client.getBlockNumber()
  await watchAddresses(pool, chainId, [holder.toLowerCase()], cursor + 1n)
  await syncAddressActivity(common())
  expect(await transfersOf(holder)).toEqual(await chainTransfersOf(holder))
  expect(await transfersOf(holder)).toHaveLength(1)

  // After the watch: both, as the blocks come.
  await sendTokens(holder, 7_000n)
  const after = await sendEth(holder, parseEther('0.5'))
  await indexNewBlocks()
  expect(await transfersOf(holder)).toEqual(await chainTransfersOf(holder))
  const { rows: transactions } = await pool.query(
    `SELECT hash, from_address, to_address, value::text, receipt_gas_used::text, receipt_status, block_number::text
       FROM vitrine.address_transactions WHERE chain_id = $1 AND to_address = $2`,
    [chainId, holder.toLowerCase()],
  )
  expect(transactions).toEqual([
    {
      hash: after.transactionHash,
      from_address: minter.address.toLowerCase(),
      to_address: holder.toLowerCase(),
      value: parseEther('0.5').toString(),
      receipt_gas_used: after.gasUsed.toString(),
      receipt_status: 1,
      block_number: after.blockNumber.toString(),
    },
  ])
  expect(transactions.map((row) => row.hash)).not.toContain(before.transactionHash)
  // Read twice (a crash before the progress was stored): kept once.
  await pool.query('UPDATE vitrine.address_syncs SET synced_to = -1 WHERE chain_id = $1 AND address = $2', [
    chainId,
    holder.toLowerCase(),
  ])
  await syncAddressActivity(common())
  expect(await transfersOf(holder)).toEqual(await chainTransfersOf(holder))
})

test("a signed-in user's wallet (Parse's _User.ethAddress) is watched by itself", async () => {
  const user = privateKeyToAccount(generatePrivateKey()).address
  await sendTokens(user, 42n)
  await pool.query(`CREATE TABLE IF NOT EXISTS "_User" ("objectId" text PRIMARY KEY, "ethAddress" text)`)
  await pool.query(`INSERT INTO "_User" ("objectId", "ethAddress") VALUES ($1, $2)`, [
    user.slice(2, 12),
    user.toLowerCase(),
  ])
  await indexNewBlocks()
  const { rows } = await pool.query(
    'SELECT synced_to::text FROM vitrine.address_syncs WHERE chain_id = $1 AND address = $2',
    [chainId, user.toLowerCase()],
  )
  expect(rows).toEqual([{ synced_to: (await client.getBlockNumber()).toString() }])
  expect(await transfersOf(user)).toEqual(await chainTransfersOf(user))
})

test('a reorg drops the activity of the blocks it orphans, and the new blocks are read in their place', async () => {
  const holder = privateKeyToAccount(generatePrivateKey()).address
  await indexNewBlocks()
  await watchAddresses(pool, chainId, [holder.toLowerCase()], (await client.getBlockNumber()) + 1n)
  await syncAddressActivity(common())
  const snapshot = await testClient().snapshot()
  await sendTokens(holder, 1n)
  await sendEth(holder, 1n)
  await indexNewBlocks()
  expect(await transfersOf(holder)).toHaveLength(1)

  await testClient().revert({ id: snapshot })
  await sendTokens(holder, 2n)
  await testClient().mine({ blocks: 2 })
  await indexNewBlocks()
  expect(await transfersOf(holder)).toEqual(await chainTransfersOf(holder))
  expect((await transfersOf(holder)).map((row) => row.value)).toEqual(['2'])
  const { rows } = await pool.query(
    'SELECT count(*)::int AS n FROM vitrine.address_transactions WHERE to_address = $1',
    [holder.toLowerCase()],
  )
  expect(rows[0].n).toBe(0)
})

test('wrapped ETH (WETH9 announces it with Deposit and Withdrawal, no Transfer) is among the tokens: a mint and a burn', async () => {
  const holder = privateKeyToAccount(generatePrivateKey())
  await testClient().setBalance({ address: holder.address, value: parseEther('1') })
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet(minter).deployContract({ abi: weth9Artifact.abi, bytecode: weth9Artifact.bytecode }),
  })
  const weth = deployed.contractAddress as Address
  await indexNewBlocks()
  await watchAddresses(pool, chainId, [holder.address.toLowerCase()], (await client.getBlockNumber()) + 1n)
  const asHolder = createWalletClient({ account: holder, chain: foundry, transport: http(anvil.rpcUrl) })
  const mined = async (hash: `0x${string}`) => client.waitForTransactionReceipt({ hash })
  await mined(
    await asHolder.writeContract({ address: weth, abi: weth9Artifact.abi, functionName: 'deposit', value: 300n }),
  )
  await mined(
    await asHolder.writeContract({ address: weth, abi: weth9Artifact.abi, functionName: 'withdraw', args: [100n] }),
  )
  await indexNewBlocks()
  const rows = (await transfersOf(holder.address)).map((row) => [
    row.token,
    row.from_address,
    row.to_address,
    row.value,
  ])
  const zero = '0x0000000000000000000000000000000000000000'
  const own = holder.address.toLowerCase()
  expect(rows).toEqual([
    [weth.toLowerCase(), zero, own, '300'],
    [weth.toLowerCase(), own, zero, '100'],
  ])
})
