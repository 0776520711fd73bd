import { demoTokenAbi, demoTokenBytecode } from '@vitrine/contracts'
import pg from 'pg'
import { type Address, createTestClient, erc20Abi, http, parseEther, publicActions, walletActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { moralisClient } from '../../test/moralisClient.ts'

/**
 * Moralis's address-scoped calls through moralis-v1: getTokenBalances, getTokenTransfers and
 * getTransactions of a watched address, compared with what viem reads of the chain. The
 * indexer's rows are written here from the chain's own logs and receipts (the indexer's tests
 * check that it writes the same: apps/indexer/src/addresses).
 */
const stack = inject('stack')
const Moralis = await moralisClient()
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
const chain = createTestClient({ chain: foundry, mode: 'anvil', transport: http(stack.rpcUrl) })
  .extend(publicActions)
  .extend(walletActions)
const deployer = privateKeyToAccount(generatePrivateKey())
const holder = privateKeyToAccount(generatePrivateKey()).address
const stranger = privateKeyToAccount(generatePrivateKey()).address
const tokens: Address[] = []
const hashes: `0x${string}`[] = []
// moralis-v1's types list only the chains Moralis hosted; the SDK sends any value as it is.
const onChain = { chain: '0x7a69' as 'eth' }
// biome-ignore lint/suspicious/noExplicitAny: Moralis's answers are untyped JSON
type Any = any

async function mined(hash: `0x${string}`) {
  hashes.push(hash)
  return chain.waitForTransactionReceipt({ hash })
}

beforeAll(async () => {
  await chain.setBalance({ address: deployer.address, value: parseEther('100') })
  for (const [name, symbol] of [
    ['Address Dollar', 'ADOL'],
    ['Address Euro', 'AEUR'],
  ]) {
    const receipt = await mined(
      await chain.deployContract({
        account: deployer,
        abi: demoTokenAbi,
        bytecode: demoTokenBytecode,
        args: [name as string, symbol as string, 10_000_000n],
      }),
    )
    tokens.push(receipt.contractAddress as Address)
  }
  const transfer = (token: Address, to: Address, amount: bigint) =>
    chain.writeContract({
      account: deployer,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    })
  await mined(await transfer(tokens[0] as Address, holder, 1_250_000n))
  await mined(await transfer(tokens[1] as Address, holder, 3n))
  await mined(await transfer(tokens[0] as Address, holder, 5n))
  await mined(await chain.sendTransaction({ account: deployer, to: holder, value: parseEther('0.25') }))

  // What the indexer stores of the watched holder: its transfers' logs, its transactions' receipts.
  const logs = (
    await Promise.all(
      tokens.map((address) =>
        chain.getContractEvents({ address, abi: erc20Abi, eventName: 'Transfer', args: { to: holder }, fromBlock: 0n }),
      ),
    )
  ).flat()
  for (const log of logs) {
    const block = await chain.getBlock({ blockNumber: log.blockNumber })
    await db.query(
      `INSERT INTO vitrine.token_transfers (chain_id, token, from_address, to_address, value, block_number, block_hash,
         block_timestamp, transaction_hash, transaction_index, log_index)
       VALUES (31337, $1, $2, $3, $4, $5, $6, to_timestamp($7), $8, $9, $10)`,
      [
        log.address.toLowerCase(),
        (log.args.from as string).toLowerCase(),
        (log.args.to as string).toLowerCase(),
        (log.args.value as bigint).toString(),
        log.blockNumber.toString(),
        log.blockHash,
        Number(block.timestamp),
        log.transactionHash,
        log.transactionIndex,
        log.logIndex,
      ],
    )
  }
  const payment = await chain.getTransaction({ hash: hashes[hashes.length - 1] as `0x${string}` })
  const receipt = await chain.getTransactionReceipt({ hash: payment.hash })
  const block = await chain.getBlock({ blockNumber: receipt.blockNumber })
  await db.query(
    `INSERT INTO vitrine.address_transactions (chain_id, hash, nonce, transaction_index, from_address, to_address, value,
       gas, gas_price, input, receipt_cumulative_gas_used, receipt_gas_used, receipt_contract_address, receipt_status,
       block_number, block_hash, block_timestamp)
     VALUES (31337, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, null, 1, $12, $13, to_timestamp($14))`,
    [
      payment.hash,
      payment.nonce,
      payment.transactionIndex,
      payment.from.toLowerCase(),
      payment.to?.toLowerCase(),
      payment.value.toString(),
      payment.gas.toString(),
      payment.gasPrice?.toString(),
      payment.input,
      receipt.cumulativeGasUsed.toString(),
      receipt.gasUsed.toString(),
      receipt.blockNumber.toString(),
      receipt.blockHash,
      Number(block.timestamp),
    ],
  )
  await db.query(
    `INSERT INTO nft.sync_state (chain_id, block_number, block_hash) VALUES (31337, 0, '0x0') ON CONFLICT (chain_id) DO NOTHING`,
  )
  // Read up to past whatever the index says it has: the holder is current.
  await db.query(
    `INSERT INTO vitrine.address_syncs (chain_id, address, synced_to, transactions_from) VALUES (31337, $1, $2, 0)`,
    [holder.toLowerCase(), String(2 ** 40)],
  )
})
afterAll(async () => {
  await db.query('DELETE FROM vitrine.token_transfers WHERE chain_id = 31337 AND to_address = $1', [
    holder.toLowerCase(),
  ])
  await db.query('DELETE FROM vitrine.address_transactions WHERE chain_id = 31337 AND to_address = $1', [
    holder.toLowerCase(),
  ])
  await db.query('DELETE FROM vitrine.address_syncs WHERE chain_id = 31337 AND address = $1', [holder.toLowerCase()])
  await db.end()
})

test('getTokenBalances: each token the watched address received, its balance as the chain has it, with name, symbol and decimals', async () => {
  const answer: Any = await Moralis.Web3API.account.getTokenBalances({ ...onChain, address: holder })
  const expected = await Promise.all(
    tokens.map(async (token) => ({
      token_address: token.toLowerCase(),
      name: await chain.readContract({ address: token, abi: erc20Abi, functionName: 'name' }),
      symbol: await chain.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      logo: null,
      thumbnail: null,
      decimals: await chain.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      balance: (
        await chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
      ).toString(),
      possible_spam: false,
    })),
  )
  const byToken = (a: Any, b: Any) => a.token_address.localeCompare(b.token_address)
  expect([...answer].sort(byToken)).toEqual(expected.sort(byToken))
  expect(expected.map((token) => token.balance).sort()).toEqual(['1250005', '3'])

  const one: Any = await Moralis.Web3API.account.getTokenBalances({
    ...onChain,
    address: holder,
    token_addresses: [tokens[1] as string],
  })
  expect(one.map((token: Any) => token.symbol)).toEqual(['AEUR'])
})

test('getTokenTransfers: newest first, in pages, each equal to its log on the chain', async () => {
  const first: Any = await Moralis.Web3API.account.getTokenTransfers({ ...onChain, address: holder, limit: 2 })
  expect(first).toMatchObject({ total: 3, page: 0, page_size: 2 })
  const second: Any = await first.next()
  const rows = [...first.result, ...second.result]
  expect(second.cursor).toBeNull()
  const logs = (
    await Promise.all(
      tokens.map((address) =>
        chain.getContractEvents({ address, abi: erc20Abi, eventName: 'Transfer', args: { to: holder }, fromBlock: 0n }),
      ),
    )
  )
    .flat()
    .sort((a, b) => Number(b.blockNumber - a.blockNumber) || b.logIndex - a.logIndex)
  expect(
    rows.map((row: Any) => [row.transaction_hash, row.address, row.from_address, row.value, row.block_number]),
  ).toEqual(
    logs.map((log) => [
      log.transactionHash,
      log.address.toLowerCase(),
      deployer.address.toLowerCase(),
      (log.args.value as bigint).toString(),
      log.blockNumber.toString(),
    ]),
  )
  expect(rows[0]).toMatchObject({ token_symbol: 'ADOL', token_decimals: '6', to_address: holder.toLowerCase() })
})

test('getTransactions: the native transactions of a watched address, with their receipts, as the chain has them', async () => {
  const answer: Any = await Moralis.Web3API.account.getTransactions({ ...onChain, address: holder })
  const hash = hashes[hashes.length - 1] as `0x${string}`
  const [tx, receipt] = await Promise.all([chain.getTransaction({ hash }), chain.getTransactionReceipt({ hash })])
  expect(answer.total).toBe(1)
  expect(answer.result[0]).toMatchObject({
    hash,
    from_address: deployer.address.toLowerCase(),
    to_address: holder.toLowerCase(),
    value: tx.value.toString(),
    nonce: String(tx.nonce),
    receipt_gas_used: receipt.gasUsed.toString(),
    receipt_status: '1',
    block_number: receipt.blockNumber.toString(),
    block_hash: receipt.blockHash,
  })
})

test('an address nobody watches is refused with a sentence, never answered as empty', async () => {
  const refused = await Moralis.Web3API.account.getTokenBalances({ ...onChain, address: stranger }).catch((e: Any) => e)
  expect(String(refused.message ?? refused.error)).toMatch(/is not watched by this server/)
  const badAddress = await Moralis.Web3API.account
    .getTokenTransfers({ ...onChain, address: 'nope' })
    .catch((e: Any) => e)
  expect(String(badAddress.message ?? badAddress.error)).toMatch(/address/)
})
