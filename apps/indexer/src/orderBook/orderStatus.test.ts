import { creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount, type SignedOrder, seaportMarket, walletFor } from '@vitrine/devchain'
import {
  type Address,
  createPublicClient,
  custom,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seedOrders, statusOf, storeOrder } from '../../test/orderBook.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { expireOrders } from '../store/expireOrders.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { followStep } from '../sync/follow.ts'
import { recheckPending } from '../sync/recheckPending.ts'

let chain: SeededChain
let market: ReturnType<typeof seaportMarket>
const orders: { order: SignedOrder; hash: string }[] = []
const wethAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256)',
  'function approve(address, uint256) returns (bool)',
  'function transfer(address, uint256) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
])

const indexOf = (address: string) => [...Array(10).keys()].find((i) => devAccount(i).address === address) as number
const wallet = (address: string) => walletFor(devAccount(indexOf(address)), chain.anvil.rpcUrl, 31337)
const mined = async (hash: `0x${string}`) => chain.client.waitForTransactionReceipt({ hash })
const follow = () =>
  followStep(testCommon({ pool: chain.pool, client: chain.client, chainId: 31337, seaport: chain.seaport }))
const status = (hash: string) => statusOf(chain.pool, hash)
const find = (predicate: (o: SignedOrder) => boolean) => {
  const found = orders.find(({ order }) => predicate(order))
  if (!found) throw new Error('no such demo order')
  return found
}
const listing = (n: number) =>
  find((o) => o.parameters.offer[0]?.itemType === 2 && o.parameters.offer[0].identifierOrCriteria === String(n))
const offerOf = (maker: string, kind: 'token' | 'collection') =>
  find((o) => o.parameters.offerer === maker && o.parameters.consideration[0]?.itemType === (kind === 'token' ? 2 : 4))

/** The indexer's chain, counting the orders whose Seaport status it asks for. */
function countStatusReads() {
  const selector = toFunctionSelector('getOrderStatus(bytes32)')
  const statusReads: string[] = []
  const counting = createPublicClient({
    chain: chain.chain,
    transport: custom({
      request: ({ method, params }) => {
        const data = method === 'eth_call' ? (params as [{ data?: Hex }])[0].data : undefined
        if (data?.startsWith(selector)) statusReads.push(`0x${data.slice(10)}`)
        return chain.client.request({ method, params } as never)
      },
    }),
  })
  return { counting, statusReads }
}

beforeAll(async () => {
  chain = await startSeededChain()
  market = seaportMarket(chain.anvil.rpcUrl, chain.deployment)
  await chain.backfillToHead()
  // As postOrder stores them: read from an older block, checked by the indexer from there.
  for (const order of seedOrders(chain.dataDir)) {
    orders.push({ order, hash: await storeOrder(chain.pool, chain.deployment, order, 0n) })
  }
})
afterAll(() => chain?.stop())

test('orders postOrder stored from an older block are checked at the indexed head: every demo order is active', async () => {
  expect(await recheckPending(testCommon({ pool: chain.pool, client: chain.client, chainId: 31337 }))).toBe(
    orders.length,
  )
  for (const { hash } of orders) expect(await status(hash)).toBe('active')
  const { rows } = await chain.pool.query('SELECT count(*)::int AS n FROM market.orders WHERE pending_check')
  expect(rows[0].n).toBe(0)
})

test('an item leaving its seller makes the listing inactive; coming back makes it active again, marked revived', async () => {
  const { order, hash } = listing(16)
  const seller = order.parameters.offerer as Address
  const collection = order.parameters.offer[0]?.token as Address
  const away = seller === devAccount(5).address ? devAccount(6).address : devAccount(5).address
  const send = (from: Address, to: Address) =>
    wallet(from).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'transferFrom',
      args: [from, to, 16n],
    })
  await mined(await send(seller, away))
  await follow()
  expect(await status(hash)).toBe('inactive:notOwned')
  await mined(await send(away, seller))
  await follow()
  expect(await status(hash)).toBe('active')
  const { rows } = await chain.pool.query('SELECT revived FROM market.orders WHERE order_hash = $1', [hash])
  expect(rows[0].revived).toBe(true)
})

test('the conduit’s approval revoked makes listings inactive; granted again, active', async () => {
  const { order, hash } = listing(17)
  const seller = order.parameters.offerer as Address
  const collection = order.parameters.offer[0]?.token as Address
  const approve = (approved: boolean) =>
    wallet(seller).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'setApprovalForAll',
      args: [chain.deployment.conduit, approved],
    })
  await mined(await approve(false))
  await follow()
  expect(await status(hash)).toBe('inactive:notApproved')
  await mined(await approve(true))
  await follow()
  expect(await status(hash)).toBe('active')
})

test('an offerer’s WETH: balance or allowance below the price makes offers inactive, restored makes them active', async () => {
  const maker = devAccount(8).address
  const { hash } = offerOf(maker, 'token')
  const weth = { address: chain.deployment.weth, abi: wethAbi }
  const steps: [() => Promise<`0x${string}`>, string][] = [
    [
      () => wallet(maker).writeContract({ ...weth, functionName: 'withdraw', args: [parseEther('4.9')] }),
      'inactive:insufficientBalance',
    ],
    [() => wallet(maker).writeContract({ ...weth, functionName: 'deposit', value: parseEther('1') }), 'active'],
    [
      () => wallet(maker).writeContract({ ...weth, functionName: 'approve', args: [chain.deployment.conduit, 0n] }),
      'inactive:insufficientAllowance',
    ],
    [
      () =>
        wallet(maker).writeContract({ ...weth, functionName: 'approve', args: [chain.deployment.conduit, maxUint256] }),
      'active',
    ],
    [
      () =>
        wallet(maker).writeContract({
          ...weth,
          functionName: 'transfer',
          args: [devAccount(7).address, parseEther('1.05')],
        }),
      'inactive:insufficientBalance',
    ],
    [
      () =>
        wallet(devAccount(7).address).writeContract({
          ...weth,
          functionName: 'transfer',
          args: [maker, parseEther('1')],
        }),
      'active',
    ],
  ]
  for (const [step, expected] of steps) {
    await mined(await step())
    await follow()
    expect(await status(hash)).toBe(expected)
  }
})

test('fills: a bought listing is filled; an ERC-1155 listing bought in part stays active with the rest', async () => {
  const edition = find((o) => o.parameters.offer[0]?.itemType === 3)
  await market.buy(edition.order, devAccount(9).address, 1n)
  await follow()
  expect(await status(edition.hash)).toBe('active')
  const { rows } = await chain.pool.query('SELECT remaining::text FROM market.orders WHERE order_hash = $1', [
    edition.hash,
  ])
  expect(rows[0].remaining).toBe('1')
  const { hash, order } = listing(18)
  await market.buy(
    order,
    devAccount(9).address === order.parameters.offerer ? devAccount(8).address : devAccount(9).address,
  )
  await follow()
  expect(await status(hash)).toBe('filled')
})

test('a sale reads Seaport’s status of the order it fills, not of each other listing its transfer touches', async () => {
  const first = listing(18)
  const sold = find(
    (o) =>
      o.parameters.offer[0]?.itemType === 2 &&
      o.parameters.offer[0].identifierOrCriteria === '18' &&
      o.parameters.offer[0].token !== first.order.parameters.offer[0]?.token,
  )
  const seller = sold.order.parameters.offerer as Address
  const collection = sold.order.parameters.offer[0]?.token as Address
  // The seller's other listings of the item, judged once by the indexer (their status read then).
  const others: string[] = []
  for (const price of ['1', '2', '3']) {
    const other = await market.createOrder(
      {
        endTime: sold.order.parameters.endTime,
        offer: [{ itemType: 2, token: collection, identifier: '18' }],
        consideration: [{ amount: parseEther(price).toString(), recipient: seller }],
      },
      seller,
    )
    others.push(await storeOrder(chain.pool, chain.deployment, other, 0n))
  }
  await recheckPending(testCommon({ pool: chain.pool, client: chain.client, chainId: 31337 }))
  for (const hash of others) expect(await status(hash)).toBe('active')
  const { counting, statusReads } = countStatusReads()
  const buyer = seller === devAccount(9).address ? devAccount(8).address : devAccount(9).address
  await market.buy(sold.order, buyer)
  await followStep(testCommon({ pool: chain.pool, client: counting, chainId: 31337, seaport: chain.seaport }))
  // Named by OrderFulfilled: its status is read, so it is filled (not merely "not owned").
  expect(await status(sold.hash)).toBe('filled')
  for (const hash of others) expect(await status(hash)).toBe('inactive:notOwned')
  expect(statusReads).toEqual([sold.hash])
})

test('orders postOrder read at the indexed block are kept with no read; read at a fork’s block, checked', async () => {
  const { order } = listing(16)
  const seller = order.parameters.offerer as Address
  const collection = order.parameters.offer[0]?.token as Address
  await follow()
  const cursor = await readCursorBlock(chain.pool, 31337)
  if (!cursor) throw new Error('nothing indexed')
  const stored: string[] = []
  for (const [price, blockHash] of [
    ['1', cursor.hash],
    ['2', `0x${'ab'.repeat(32)}`],
  ] as const) {
    const signed = await market.createOrder(
      {
        endTime: order.parameters.endTime,
        offer: [{ itemType: 2, token: collection, identifier: '16' }],
        consideration: [{ amount: parseEther(price).toString(), recipient: seller }],
      },
      seller,
    )
    const hash = await storeOrder(chain.pool, chain.deployment, signed, cursor.number)
    // As postOrder stores them: the facts with the hash of the block they were read at.
    const facts = { isCancelled: false, totalFilled: '0', totalSize: '0', counter: '0', itemBalance: '1', blockHash }
    await chain.pool.query('UPDATE market.orders SET facts = $2 WHERE order_hash = $1', [hash, JSON.stringify(facts)])
    stored.push(hash)
  }
  const { counting, statusReads } = countStatusReads()
  const pending = async () =>
    (
      await chain.pool.query<{ order_hash: string }>(
        'SELECT order_hash FROM market.orders WHERE order_hash = ANY($1) AND pending_check',
        [stored],
      )
    ).rows.map((row) => row.order_hash)
  // Idle: the one read at the indexed block is current; the fork's waits for the next block.
  await recheckPending(testCommon({ pool: chain.pool, client: counting, chainId: 31337 }))
  expect(statusReads).toEqual([])
  expect(await pending()).toEqual([stored[1]])
  await chain.client.request({ method: 'anvil_mine' as never, params: ['0x1'] as never })
  await followStep(testCommon({ pool: chain.pool, client: counting, chainId: 31337, seaport: chain.seaport }))
  expect(statusReads).toEqual([stored[1]])
  expect(await pending()).toEqual([])
  for (const hash of stored) expect(await status(hash)).toBe('active')
})

test('a cancelled order is cancelled; a counter increment cancels every older order of its maker', async () => {
  const collectionOffer = offerOf(devAccount(9).address, 'collection')
  await market.cancel(collectionOffer.order)
  await follow()
  expect(await status(collectionOffer.hash)).toBe('cancelled')
  const maker = devAccount(9).address
  const theirs = orders.filter(({ order }) => order.parameters.offerer === maker)
  const open = []
  for (const { hash } of theirs) if ((await status(hash)) === 'active') open.push(hash)
  expect(open.length).toBeGreaterThan(0)
  await market.cancelAll(maker)
  await follow()
  for (const hash of open) expect(await status(hash)).toBe('cancelled')
})

test('a reorg puts statuses back with its blocks', async () => {
  const open = []
  for (const { hash, order } of orders) if ((await status(hash)) === 'active') open.push({ hash, order })
  const target = open.find(({ order }) => order.parameters.offer[0]?.itemType === 2)
  if (!target) throw new Error('no open listing left')
  const snapshot = await chain.client.request({ method: 'evm_snapshot' as never })
  await market.cancel(target.order)
  await follow()
  expect(await status(target.hash)).toBe('cancelled')
  await chain.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
  await chain.client.request({ method: 'anvil_mine' as never, params: ['0x3'] as never })
  const step = await follow()
  expect(step.reorgedTo).not.toBeNull()
  expect(await status(target.hash)).toBe('active')
  const { rows } = await chain.pool.query(
    'SELECT count(*)::int AS n FROM market.order_changes WHERE block_number > $1',
    [String(step.reorgedTo)],
  )
  expect(rows[0].n).toBe(0)
})

test('time: an open order past its end time expires (the timer, not a block)', async () => {
  const { rows } = await chain.pool.query<{ order_hash: string; end_time: string }>(
    `SELECT order_hash, end_time::text FROM market.orders WHERE status IN ('active', 'inactive') ORDER BY end_time LIMIT 1`,
  )
  const [first] = rows
  if (!first) throw new Error('no open order left')
  expect(await expireOrders(chain.pool, 31337, BigInt(first.end_time) - 1n)).toBe(0)
  expect(await expireOrders(chain.pool, 31337, BigInt(first.end_time))).toBeGreaterThan(0)
  expect(await status(first.order_hash)).toBe('expired')
})
