import { devAccount } from '@vitrine/devchain'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { callFunction } from '../../../test/marketWorld.ts'
import { RARIBLE_LISTED } from '../../../test/raribleListed.ts'

test("getRaribleListings answers Rarible's listings of a token (the fake API), read-only with a link out", async () => {
  const { status, result } = await callFunction('getRaribleListings', RARIBLE_LISTED)
  expect(status).toBe(200)
  expect(result).toEqual({
    enabled: true,
    results: [
      expect.objectContaining({
        tokenId: RARIBLE_LISTED.tokenId,
        maker: devAccount(5).address,
        price: parseEther('0.7').toString(),
        url: `https://rarible.com/token/${RARIBLE_LISTED.address}:${RARIBLE_LISTED.tokenId}`,
      }),
    ],
  })
  expect((await callFunction('getRaribleListings', { ...RARIBLE_LISTED, tokenId: '2' })).result).toEqual({
    enabled: true,
    results: [],
  })
  const bad = await callFunction('getRaribleListings', { address: 'nope', tokenId: '1' })
  expect(bad.status).toBe(400)
})

test("getRaribleCollectionListings answers Rarible's listings of every token of a collection, each with its id", async () => {
  const { status, result } = await callFunction('getRaribleCollectionListings', { address: RARIBLE_LISTED.address })
  expect(status).toBe(200)
  expect(result).toEqual({
    enabled: true,
    results: [
      expect.objectContaining({ tokenId: RARIBLE_LISTED.tokenId, maker: devAccount(5).address }),
      {
        id: expect.stringMatching(/^ETHEREUM:0x/),
        tokenId: '3',
        maker: devAccount(6).address,
        price: parseEther('1.25').toString(),
        endsAt: null,
        url: `https://rarible.com/token/${RARIBLE_LISTED.address}:3`,
      },
    ],
  })
  const other = await callFunction('getRaribleCollectionListings', { address: devAccount(9).address })
  expect(other.result).toEqual({ enabled: true, results: [] })
  expect((await callFunction('getRaribleCollectionListings', { address: 'nope' })).status).toBe(400)
})
