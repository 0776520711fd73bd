import type { MintVoucherJson, PostLazyOrderParams } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld } from '../../../test/marketWorld.ts'
import type { PluginAnswer } from '../moralisPlugins.ts'
import { raribleMoralisPlugin } from './raribleMoralisPlugin.ts'

let world: MarketWorld
beforeAll(async () => {
  world = await createMarketWorld()
})

// The plugin over the running test server's order book: what the server's wiring gives it.
const plugin = () =>
  raribleMoralisPlugin({
    chainId: 31337,
    collectionOf: async () => world.collection,
    lazyVoucherOf: async (address, tokenId) => {
      const { result } = await callFunction('getOrders', { side: 'listing', address, tokenId, kind: 'lazy' })
      return (result.results[0]?.voucher as MintVoucherJson | undefined) ?? null
    },
    postLazyOrder: async (params: PostLazyOrderParams) => {
      const answer = await callFunction('postOrder', params)
      if (answer.status !== 200) throw new Error(answer.error)
      return answer.result
    },
  })

/** Runs the triggers as moralis-v1's handleTriggers does, the wallet being dev account 1. */
async function runTriggers(answer: PluginAnswer) {
  const [sign, post] = answer.triggers as [
    { name: string; from: string; parameters: [string, string] },
    { name: string; pluginName: string; endpoint: string; params: Record<string, unknown>; savedResponseAs: string },
  ]
  expect([sign.name, post.name]).toEqual(['web3SignV4', 'callPluginEndpoint'])
  expect(sign.from).toBe(devAccount(1).address)
  const { domain, types, message, primaryType } = JSON.parse(sign.parameters[1])
  const signature = await world.wallet(1).signTypedData({ domain, types, message, primaryType })
  const run = plugin().endpoints?.[post.endpoint]
  if (!run || post.pluginName !== 'rarible') throw new Error('no such endpoint')
  return run({ ...post.params, [post.savedResponseAs]: signature }, null, {})
}

/** The item's metadata, inline: postOrder reads a lazy listing's document when it is posted. */
const MORALIS_ITEM = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Moralis Lazy One' }))}`

describe('the rarible Moralis plugin', () => {
  test('lazyMint: sign the voucher, post it; createSellOrder lists it again at a new price', async () => {
    const minted = await plugin().functions.lazyMint?.(
      {
        userAddress: devAccount(1).address,
        tokenType: 'ERC721',
        tokenUri: MORALIS_ITEM,
        supply: 1,
        royaltiesAmount: 250,
        price: parseEther('0.3').toString(),
      },
      null,
      {},
    )
    if (!minted) throw new Error('no lazyMint')
    const posted = await runTriggers(minted)
    const orderHash = (posted.data as { orderHash: string }).orderHash
    const { result: order } = await callFunction('getOrder', { orderHash })
    expect(order).toMatchObject({
      kind: 'lazy',
      source: 'rarible',
      status: 'active',
      price: parseEther('0.3').toString(),
    })
    expect(order.voucher).toMatchObject({ uri: MORALIS_ITEM, royaltyBps: 250 })

    const relisted = await plugin().functions.createSellOrder?.(
      {
        userAddress: devAccount(1).address,
        makeTokenAddress: world.collection,
        makeTokenId: order.tokenId,
        makeAssetClass: 'ERC721_LAZY',
        makeValue: '1',
        takeAssetClass: 'ETH',
        takeValue: parseEther('0.25').toString(),
      },
      null,
      {},
    )
    if (!relisted) throw new Error('no createSellOrder')
    const again = await runTriggers(relisted)
    const { result: cheaper } = await callFunction('getOrder', {
      orderHash: (again.data as { orderHash: string }).orderHash,
    })
    expect(cheaper).toMatchObject({ tokenId: order.tokenId, price: parseEther('0.25').toString(), status: 'active' })
  })

  test('bad parameters are refused in words', async () => {
    const lazyMint = plugin().functions.lazyMint
    await expect(lazyMint?.({ userAddress: devAccount(1).address, tokenUri: 'ipfs://x' }, null, {})).rejects.toThrow(
      /price must be/,
    )
    await expect(
      lazyMint?.(
        { userAddress: devAccount(1).address, tokenUri: 'ipfs://x', price: '1', tokenType: 'ERC1155' },
        null,
        {},
      ),
    ).rejects.toThrow(/tokenType must be ERC721/)
    await expect(
      plugin().functions.createSellOrder?.(
        { userAddress: devAccount(1).address, makeAssetClass: 'ERC721', makeTokenAddress: world.collection },
        null,
        {},
      ),
    ).rejects.toThrow(/opensea plugin/)
  })
})
