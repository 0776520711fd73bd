import { ItemType } from '@opensea/seaport-js'
import { devAccount } from '@vitrine/devchain'
import { type Hex, maxUint256, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type MarketChain, startMarketChain } from '../test/marketChain.ts'
import { type OrderFacts, orderState } from './orderStatus.ts'
import { type ReadContract, readOrderFacts } from './readOrderFacts.ts'

const open: OrderFacts = {
  isCancelled: false,
  totalFilled: 0n,
  totalSize: 0n,
  counter: 0n,
  itemBalance: 1n,
  approved: true,
  currencyBalance: 10n,
  allowance: 10n,
}
const order = { counter: 0n, startTime: 100n, endTime: 200n }
const listing: { side: 'listing' | 'offer'; amount: bigint; price: bigint } = {
  side: 'listing',
  amount: 1n,
  price: 10n,
}
const offer = { side: 'offer' as const, amount: 1n, price: 10n }
const at = (facts: Partial<OrderFacts>, terms = listing, now = 150n) => {
  const { status, statusReason } = orderState(terms, order, { ...open, ...facts }, now)
  return statusReason ? `${status}:${statusReason}` : status
}

test('the fillability rule: final states first, then what would make a fill revert now', () => {
  expect(at({})).toBe('active')
  expect(at({ totalFilled: 1n, totalSize: 1n, isCancelled: true })).toBe('filled')
  expect(at({ isCancelled: true })).toBe('cancelled')
  expect(at({ counter: 1n })).toBe('cancelled')
  expect(at({}, listing, 200n)).toBe('expired')
  expect(at({ itemBalance: 0n, approved: false })).toBe('inactive:notOwned')
  expect(at({ approved: false })).toBe('inactive:notApproved')
  expect(at({}, listing, 99n)).toBe('inactive:notStarted')
  expect(at({ itemBalance: 0n }, offer)).toBe('active')
  expect(at({ currencyBalance: 9n }, offer)).toBe('inactive:insufficientBalance')
  expect(at({ allowance: 9n }, offer)).toBe('inactive:insufficientAllowance')
})

test('a partly filled ERC-1155 order keeps the rest: its amount and price shrink, and so does what it needs', () => {
  const edition = { side: 'listing' as const, amount: 10n, price: 100n }
  const partly = orderState(edition, order, { ...open, totalFilled: 3n, totalSize: 10n, itemBalance: 7n }, 150n)
  expect(partly).toEqual({ status: 'active', statusReason: null, remaining: 7n, remainingPrice: 70n })
  expect(at({ totalFilled: 3n, totalSize: 10n, itemBalance: 6n }, edition)).toBe('inactive:notOwned')
  const bid = { side: 'offer' as const, amount: 10n, price: 100n }
  expect(at({ totalFilled: 5n, totalSize: 10n, currencyBalance: 50n, allowance: 50n }, bid)).toBe('active')
})

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
})
afterAll(() => chain?.stop())

test('facts read from the chain follow ownership, approval, WETH and Seaport', async () => {
  const { client, deployment, market } = chain
  // readOrderFacts takes null for a revert (its contract); anvil is local, so a failure here is one.
  const read: ReadContract = (call) => client.readContract(call).catch(() => null)
  const seller = devAccount(3).address
  const listed = await market.createOrder(
    {
      offer: [{ itemType: ItemType.ERC721 as const, token: chain.collection, identifier: '2' }],
      consideration: [{ amount: parseEther('1').toString(), recipient: seller }],
    },
    seller,
  )
  const facts = () =>
    readOrderFacts(read, {
      terms: { side: 'listing', standard: 'ERC721', address: chain.collection, tokenId: 2n, currency: deployment.weth },
      maker: seller,
      orderHash: market.orderHash(listed) as Hex,
      seaport: deployment.seaport,
      conduit: deployment.conduit,
    })
  expect(await facts()).toMatchObject({ itemBalance: 1n, approved: true, counter: 0n, isCancelled: false })
  await market.cancel(listed)
  expect(await facts()).toMatchObject({ isCancelled: true })

  const buyer = devAccount(8).address
  const weth = {
    address: deployment.weth,
    abi: parseAbi(['function deposit() payable', 'function approve(address,uint256)']),
  }
  const offerFacts = () =>
    readOrderFacts(read, {
      terms: { side: 'offer', standard: 'ERC721', address: chain.collection, tokenId: null, currency: deployment.weth },
      maker: buyer,
      orderHash: `0x${'11'.repeat(32)}`,
      seaport: deployment.seaport,
      conduit: deployment.conduit,
    })
  expect(await offerFacts()).toMatchObject({ currencyBalance: 0n, allowance: 0n, totalSize: 0n })
  const { walletFor } = await import('@vitrine/devchain')
  const wallet = walletFor(devAccount(8), chain.anvil.rpcUrl, 31337)
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({ ...weth, functionName: 'deposit', value: 5n }),
  })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({ ...weth, functionName: 'approve', args: [deployment.conduit, maxUint256] }),
  })
  expect(await offerFacts()).toMatchObject({ currencyBalance: 5n, allowance: maxUint256 })
})
