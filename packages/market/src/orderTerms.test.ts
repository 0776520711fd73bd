import { ItemType } from '@opensea/seaport-js'
import type { ConsiderationInputItem } from '@opensea/seaport-js/lib/types'
import { type OrderComponentsJson, orderComponentsSchema } from '@vitrine/api'
import { devAccount, type SignedOrder, walletFor } from '@vitrine/devchain'
import { parseAbi, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type MarketChain, startMarketChain } from '../test/marketChain.ts'
import { checkOrderTimesAndPlace, type MarketTerms } from './checkOrderTerms.ts'
import { checkPayments } from './checkPayments.ts'
import { isRefusal, type OrderTerms, orderTerms } from './orderTerms.ts'
import { type OrderComponents, toOrderComponents } from './seaportTypes.ts'
import { splitPrice } from './splitPrice.ts'

let chain: MarketChain
let terms: MarketTerms
beforeAll(async () => {
  chain = await startMarketChain()
  terms = {
    zone: zeroAddress,
    conduitKey: chain.deployment.conduitKey,
    feeRecipient: null,
    feeBps: 0,
    offerCurrencies: [chain.deployment.weth],
  }
})
afterAll(() => chain?.stop())

const components = (order: SignedOrder) =>
  toOrderComponents(orderComponentsSchema.parse(order.parameters) as OrderComponentsJson)
const seller = () => devAccount(2).address
const royalty = (price: bigint) => ({ receiver: chain.royaltyReceiver, amount: (price * 500n) / 10_000n })
const fee = { feeRecipient: devAccount(0).address, feeBps: 250 }

async function listing(price: bigint, market = terms) {
  const { proceeds, payments } = splitPrice(price, royalty(price), market)
  return chain.market.createOrder(
    {
      offer: [{ itemType: ItemType.ERC721 as const, token: chain.collection, identifier: '1' }],
      consideration: [
        { amount: proceeds.toString(), recipient: seller() },
        ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
      ],
    },
    seller(),
  )
}

test('a listing, an offer and a collection offer made by seaport-js are read as such', async () => {
  const listed = orderTerms(components(await listing(parseEther('1'))))
  expect(listed).toMatchObject({
    kind: 'listing',
    side: 'listing',
    standard: 'ERC721',
    address: chain.collection,
    tokenId: 1n,
    amount: 1n,
    price: parseEther('1'),
    currency: zeroAddress,
  })
  expect(checkPayments(listed as OrderTerms, royalty(parseEther('1')), terms)).toBeNull()

  const weth = chain.deployment.weth
  const buyer = devAccount(8).address
  const offer = async (wanted: object) =>
    components(
      await chain.market.createOrder(
        {
          offer: [{ token: weth, amount: parseEther('0.5').toString() }],
          consideration: [
            {
              itemType: ItemType.ERC721 as const,
              token: chain.collection,
              recipient: buyer,
              ...wanted,
            } as ConsiderationInputItem,
            { token: weth, amount: royalty(parseEther('0.5')).amount.toString(), recipient: chain.royaltyReceiver },
          ],
        },
        buyer,
      ),
    )
  // seaport-js checks the offerer's balance before signing: the buyer wraps ETH first.
  await chain.client.waitForTransactionReceipt({
    hash: await walletFor(devAccount(8), chain.anvil.rpcUrl, 31337).writeContract({
      address: weth,
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: parseEther('1'),
    }),
  })
  const offerTerms = orderTerms(await offer({ identifier: '3' })) as OrderTerms
  expect(offerTerms).toMatchObject({
    kind: 'offer',
    side: 'offer',
    tokenId: 3n,
    price: parseEther('0.5'),
    currency: weth,
  })
  expect(checkPayments(offerTerms, royalty(parseEther('0.5')), terms)).toBeNull()
  const collectionOffer = orderTerms(await offer({ identifiers: [] })) as OrderTerms
  expect(collectionOffer).toMatchObject({ kind: 'collectionOffer', side: 'offer', tokenId: null, amount: 1n })
})

test('royalty and fee: paid in full passes; short of either is refused, naming it', async () => {
  const price = parseEther('2')
  const noRoyalty = orderTerms(components(await chain.market.list(seller(), chain.collection, 1n, price))) as OrderTerms
  expect(checkPayments(noRoyalty, royalty(price), terms)).toMatchObject({ refusal: 'royaltyUnpaid' })
  expect(checkPayments(noRoyalty, null, terms)).toBeNull()
  const withFee = { ...terms, ...fee }
  const royaltyOnly = orderTerms(components(await listing(price))) as OrderTerms
  expect(checkPayments(royaltyOnly, royalty(price), withFee)).toMatchObject({ refusal: 'feeUnpaid' })
  const both = orderTerms(components(await listing(price, withFee))) as OrderTerms
  expect(checkPayments(both, royalty(price), withFee)).toBeNull()
  expect(() => splitPrice(10n, { receiver: chain.royaltyReceiver, amount: 10n }, terms)).toThrow(RangeError)
})

test('shapes that are none of the kinds are refused as unknown', async () => {
  const base = components(await listing(parseEther('1')))
  const variants: [string, (o: OrderComponents) => OrderComponents][] = [
    [
      'auction',
      (o) => ({ ...o, consideration: o.consideration.map((c) => ({ ...c, endAmount: c.startAmount * 2n })) }),
    ],
    ['two offered items', (o) => ({ ...o, offer: [...o.offer, ...o.offer] })],
    ['restricted', (o) => ({ ...o, orderType: 2 })],
    ['partial ERC-721', (o) => ({ ...o, orderType: 1 })],
    ['proceeds not to the seller', (o) => ({ ...o, consideration: [...o.consideration].reverse() })],
    [
      'paid in an ERC-20',
      (o) => ({
        ...o,
        consideration: o.consideration.map((c) => ({ ...c, itemType: ItemType.ERC20, token: chain.deployment.weth })),
      }),
    ],
    [
      'an ERC-721 amount of 2',
      (o) => ({ ...o, offer: o.offer.map((i) => ({ ...i, startAmount: 2n, endAmount: 2n })) }),
    ],
    ['offering ETH', (o) => ({ ...o, offer: o.offer.map((i) => ({ ...i, itemType: ItemType.NATIVE })) })],
    [
      'a zero amount',
      (o) => ({ ...o, consideration: o.consideration.map((c) => ({ ...c, startAmount: 0n, endAmount: 0n })) }),
    ],
  ]
  for (const [name, change] of variants) {
    const result = orderTerms(change(base))
    expect(isRefusal(result) ? result.refusal : `accepted ${name}`).toBe('unknownShape')
  }
})

test('times and place: past end, late start, foreign zone or conduit', () => {
  const order = {
    zone: zeroAddress,
    conduitKey: terms.conduitKey,
    startTime: 1000n,
    endTime: 5000n,
  } as unknown as OrderComponents
  expect(checkOrderTimesAndPlace(order, terms, 2000n)).toBeNull()
  expect(checkOrderTimesAndPlace(order, terms, 5000n)).toMatchObject({ refusal: 'orderExpired' })
  expect(checkOrderTimesAndPlace({ ...order, startTime: 2601n }, terms, 2000n)).toMatchObject({
    refusal: 'startsTooLate',
  })
  expect(checkOrderTimesAndPlace({ ...order, startTime: 2600n }, terms, 2000n)).toBeNull()
  expect(checkOrderTimesAndPlace({ ...order, zone: devAccount(1).address }, terms, 2000n)).toMatchObject({
    refusal: 'foreignZone',
  })
  expect(checkOrderTimesAndPlace({ ...order, conduitKey: `0x${'0'.repeat(64)}` }, terms, 2000n)).toMatchObject({
    refusal: 'foreignConduit',
  })
})
