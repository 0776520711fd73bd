import { devAccount } from '@vitrine/devchain'
import { startFakeRarible } from '@vitrine/testkit'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRaribleApi, RaribleApiError } from './raribleApi.ts'

const collection = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
let fake: Awaited<ReturnType<typeof startFakeRarible>>
beforeAll(async () => {
  fake = await startFakeRarible('rarible-key', [
    { contract: collection, tokenId: '7', maker: devAccount(3).address.toLowerCase(), price: '0.25' },
    { contract: collection, tokenId: '7', maker: devAccount(4).address, price: '1.5' },
  ])
})
afterAll(() => fake?.close())

const api = (apiKey = 'rarible-key') => createRaribleApi({ url: fake.url, apiKey }, [fake.host])

test("Rarible's active ETH listings of a token, in wei, with a link out", async () => {
  expect(await api().listingsOf(collection, '7')).toEqual([
    {
      id: expect.stringMatching(/^ETHEREUM:0x/),
      maker: devAccount(3).address,
      price: parseEther('0.25').toString(),
      endsAt: null,
      url: `https://rarible.com/token/${collection}:7`,
    },
    expect.objectContaining({ maker: devAccount(4).address, price: parseEther('1.5').toString() }),
  ])
  expect(await api().listingsOf(collection, '8')).toEqual([])
})

test('an outage or a refused key is an error to retry, never "no listings"', async () => {
  await expect(api('wrong').listingsOf(collection, '7')).rejects.toBeInstanceOf(RaribleApiError)
  fake.state.down = true
  try {
    await expect(api().listingsOf(collection, '7')).rejects.toThrow(/could not be read/)
  } finally {
    fake.state.down = false
  }
})

test('an address not allowed (a private one, unlisted) is not fetched', async () => {
  await expect(createRaribleApi({ url: fake.url, apiKey: 'rarible-key' }).listingsOf(collection, '7')).rejects.toThrow(
    RaribleApiError,
  )
})
