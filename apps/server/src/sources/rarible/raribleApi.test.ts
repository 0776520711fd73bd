import { devAccount } from '@vitrine/devchain'
import { startFakeRarible } from '@vitrine/testkit'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRaribleApi, RaribleApiError } from './raribleApi.ts'

const collection = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
let fake: Awaited<ReturnType<typeof startFakeRarible>>
beforeAll(async () => {
  fake = await startFakeRarible('rarible-key', [
    { contract: collection, tokenId: '7', maker: devAccount(3).address.toLowerCase(), price: '0.25' },
    { contract: collection, tokenId: '7', maker: devAccount(4).address, price: '1.5' },
    { contract: collection, tokenId: '9', maker: devAccount(4).address, price: '2' },
    { contract: other, tokenId: '7', maker: devAccount(5).address, price: '3' },
  ])
})
afterAll(() => fake?.close())

const api = (apiKey = 'rarible-key') => createRaribleApi({ url: fake.url, apiKey }, [fake.host])

test("Rarible's active ETH listings of a token, in wei, with a link out", async () => {
  expect(await api().listingsOf(collection, '7')).toEqual([
    {
      id: expect.stringMatching(/^ETHEREUM:0x/),
      tokenId: '7',
      maker: devAccount(3).address,
      price: parseEther('0.25').toString(),
      endsAt: null,
      url: `https://rarible.com/token/${collection}:7`,
    },
    expect.objectContaining({ maker: devAccount(4).address, price: parseEther('1.5').toString() }),
  ])
  expect(await api().listingsOf(collection, '8')).toEqual([])
})

test("a collection's listings: every token of it, each with its id and link, none of another collection", async () => {
  const listings = await api().collectionListingsOf(collection)
  expect(listings.map((l) => [l.tokenId, l.price])).toEqual([
    ['7', parseEther('0.25').toString()],
    ['7', parseEther('1.5').toString()],
    ['9', parseEther('2').toString()],
  ])
  expect(listings[2]?.url).toBe(`https://rarible.com/token/${collection}:9`)
  // The same order read by item and by collection is one order: the same id.
  expect((await api().listingsOf(collection, '9'))[0]?.id).toBe(listings[2]?.id)
  expect(await api().collectionListingsOf(devAccount(9).address)).toEqual([])
})

test('an outage or a refused key is an error to retry, never "no listings"', async () => {
  await expect(api('wrong').listingsOf(collection, '7')).rejects.toBeInstanceOf(RaribleApiError)
  await expect(api('wrong').collectionListingsOf(collection)).rejects.toBeInstanceOf(RaribleApiError)
  fake.state.down = true
  try {
    await expect(api().listingsOf(collection, '7')).rejects.toThrow(/could not be read/)
    await expect(api().collectionListingsOf(collection)).rejects.toThrow(/could not be read/)
  } finally {
    fake.state.down = false
  }
})

test('an address not allowed (a private one, unlisted) is not fetched', async () => {
  await expect(createRaribleApi({ url: fake.url, apiKey: 'rarible-key' }).listingsOf(collection, '7')).rejects.toThrow(
    RaribleApiError,
  )
})
