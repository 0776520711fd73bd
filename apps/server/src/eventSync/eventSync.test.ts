import { devAccount } from '@vitrine/devchain'
import { startRpcProxy, waitFor } from '@vitrine/testkit'
import { getAddress, type Hex, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type EventSyncWorld, startEventSyncWorld } from '../../test/eventSyncWorld.ts'
import { TUTORIAL_EVENTS } from '../../test/tutorialMarket.ts'

/**
 * Moralis's event sync end to end: moralis-v1 with the master key calls `watchContractEvent` as
 * the tutorial's `addEvents.js` does; the indexer (its own process) reads the events of the
 * marketplace on anvil; the server's relay writes them through Parse into the class.
 */
const stack = inject('stack')
let world: EventSyncWorld
const nft = getAddress(privateKeyToAccount(generatePrivateKey()).address)
const LISTED = 'ItemListed(address,address,uint256,uint256)'
const CANCELED = 'ItemCanceled(address,address,uint256)'
// biome-ignore lint/suspicious/noExplicitAny: Parse's answers are untyped JSON
type Any = any

const watch = (params: Record<string, unknown>, options: { useMasterKey?: boolean } = { useMasterKey: true }) =>
  world.Moralis.Cloud.run('watchContractEvent', params, options) as Promise<Any>
const listedWatch = (tableName: string, extra: Record<string, unknown> = {}) => ({
  chainId: '0x539',
  address: world.market.address,
  topic: LISTED,
  abi: TUTORIAL_EVENTS.ItemListed,
  tableName,
  sync_historical: true,
  ...extra,
})
const refusal = async (call: Promise<unknown>) => {
  const error = (await call.then(
    () => null,
    (caught: unknown) => caught,
  )) as { code: number; message: string } | null
  return { code: error?.code, message: error?.message }
}

beforeAll(async () => {
  world = await startEventSyncWorld(stack)
  // History: three listings before anything watches them.
  for (const tokenId of [1n, 2n, 3n]) await world.market.list(nft, tokenId, tokenId * 10n ** 18n)
  await world.startIndexer()
}, 180_000)
afterAll(() => world?.stop(), 60_000)

describe('watchContractEvent', { timeout: 60_000 }, () => {
  test('without the master key it is refused', async () => {
    // Closed functions are refused before they run (the route allow list), as Parse refuses a closed route.
    expect(await refusal(watch(listedWatch('ItemListed'), {}))).toEqual({ code: 119, message: 'Permission denied' })
  })

  test('bad input gets a sentence naming the parameter', async () => {
    expect(await refusal(watch(listedWatch('ItemListed', { chainId: '0x1' })))).toEqual({
      code: 162,
      message: "chainId 1 is not this server's chain: it indexes chain 31337 (0x7a69) only.",
    })
    expect((await refusal(watch(listedWatch('ItemListed', { topic: CANCELED })))).message).toBe(
      'abi is the event ItemListed(address,address,uint256,uint256), which does not match the topic ItemCanceled(address,address,uint256).',
    )
    expect(await refusal(watch(listedWatch('_User')))).toMatchObject({ code: 162 })
    expect((await refusal(watch(listedWatch('_User')))).message).toMatch(/^tableName must be a class name/)
    expect(await refusal(watch(listedWatch('User')))).toEqual({
      code: 103,
      message: "tableName User is one of Vitrine's own classes: choose another name for the synced events.",
    })
    expect(await refusal(watch(listedWatch('ItemListed', { address: '0x12' })))).toMatchObject({
      message: 'address must be a contract address (0x and 40 hex digits).',
    })
    expect(await refusal(watch(listedWatch('ItemListed', { abi: { name: 'x' } })))).toMatchObject({ code: 162 })
  })

  test('answers { success: true }, then the history and live events become rows, confirmed', async () => {
    expect(await watch(listedWatch('ItemListed'))).toEqual({ success: true })
    await waitFor(async () => (await world.rows('ItemListed')).length === 3, 20_000)
    const [first] = await world.rows('ItemListed')
    const listing = await world.chain.getTransactionReceipt({
      hash: first?.transaction_hash as Hex,
    })
    expect(first).toMatchObject({
      seller: devAccount(1).address.toLowerCase(),
      nftAddress: nft.toLowerCase(),
      tokenId: '1',
      price: '1000000000000000000',
      address: world.market.address.toLowerCase(),
      block_number: Number(listing.blockNumber),
      block_hash: listing.blockHash,
      log_index: 0,
      confirmed: true,
    })
    expect(first?.block_timestamp).toMatchObject({ __type: 'Date' })

    const sent = Date.now()
    await world.market.list(nft, 4n, 5n)
    await waitFor(
      async () => (await world.rows('ItemListed')).some((row) => row.tokenId === '4' && row.confirmed === true),
      2_000,
    )
    expect(Date.now() - sent).toBeLessThan(2_000)
  })

  test('the same watch again answers success and doubles nothing', async () => {
    expect(await watch(listedWatch('ItemListed'))).toEqual({ success: true })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const rows = await world.rows('ItemListed')
    expect(rows.map((row) => row.tokenId)).toEqual(['1', '2', '3', '4'])
  })

  test('a reorg removes the rows of the blocks it drops', async () => {
    const snapshot = await world.chain.snapshot()
    await world.market.list(nft, 99n, 1n)
    await waitFor(async () => (await world.rows('ItemListed')).some((row) => row.tokenId === '99'), 5_000)
    await world.chain.revert({ id: snapshot })
    // The other chain grows past the dropped block: the indexer sees the reorg and rolls back.
    await world.chain.mine({ blocks: 3 })
    await world.market.list(nft, 5n, 1n)
    await waitFor(async () => {
      const tokens = (await world.rows('ItemListed')).map((row) => row.tokenId)
      return tokens.includes('5') && !tokens.includes('99')
    }, 10_000)
    expect((await world.rows('ItemListed')).map((row) => row.tokenId)).toEqual(['1', '2', '3', '4', '5'])
  })

  test('killed (SIGKILL) in the middle of a history and restarted: nothing lost, nothing doubled', async () => {
    for (let batch = 0n; batch < 4n; batch += 1n) await world.market.listMany(nft, 1000n + batch * 500n, 500n, 7n)
    await world.stopIndexer('SIGKILL')
    await world.startIndexer({ BACKFILL_RANGE: '1' })
    expect(await watch(listedWatch('BulkListed'))).toEqual({ success: true })
    await waitFor(async () => (await world.rows('BulkListed')).length > 0, 20_000)
    await world.stopIndexer('SIGKILL')
    await world.startIndexer()
    await waitFor(async () => (await world.rows('BulkListed')).length >= 2_005, 30_000)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const rows = await world.rows('BulkListed')
    expect(rows).toHaveLength(2_005)
    expect(new Set(rows.map((row) => `${row.transaction_hash}:${row.log_index}`)).size).toBe(2_005)
  })

  test('after a restart of the backend the synced class is still open to readers, and the sync goes on', async () => {
    await world.restartServer()
    await world.market.list(nft, 7n, 1n)
    await waitFor(async () => (await world.rows('BulkListed')).some((row) => row.tokenId === '7'), 5_000)
    expect(await world.rows('BulkListed')).toHaveLength(2_006)
  })

  test('unwatchContractEvent stops the sync; watchEthAddress answers as Moralis did', async () => {
    expect(
      await world.Moralis.Cloud.run(
        'unwatchContractEvent',
        { chainId: '0x539', tableName: 'ItemListed' },
        {
          useMasterKey: true,
        },
      ),
    ).toEqual({ success: true })
    await world.market.list(nft, 6n, 1n)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect((await world.rows('ItemListed')).map((row) => row.tokenId)).not.toContain('6')
    expect(
      await world.Moralis.Cloud.run(
        'watchEthAddress',
        { chainId: 31337, address: zeroAddress },
        { useMasterKey: true },
      ),
    ).toEqual({ success: true })
  })

  test('the chain node stopped for 30 s: the indexer waits it out, then nothing is lost or doubled', {
    timeout: 120_000,
  }, async () => {
    // The indexer reaches the node through a proxy the test can cut; the chain goes on behind it.
    const proxy = await startRpcProxy(world.rpcUrl)
    try {
      await world.stopIndexer()
      await world.startIndexer({ RPC_URL: proxy.url })
      expect(await watch(listedWatch('OutageListed', { sync_historical: false }))).toEqual({ success: true })
      await world.market.list(nft, 500n, 1n)
      await waitFor(async () => (await world.rows('OutageListed')).length === 1, 10_000)
      await proxy.cut('refuse')
      for (const tokenId of [501n, 502n, 503n]) await world.market.list(nft, tokenId, 1n)
      await new Promise((resolve) => setTimeout(resolve, 30_000))
      expect(await world.rows('OutageListed')).toHaveLength(1)
      await proxy.restore()
      await waitFor(async () => (await world.rows('OutageListed')).length >= 4, 30_000)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const rows = await world.rows('OutageListed')
      expect(rows.map((row) => row.tokenId)).toEqual(['500', '501', '502', '503'])
      expect(rows.every((row) => row.confirmed === true)).toBe(true)
      // An outage is no fact about the chain: the indexer said so and kept its place.
      expect(world.indexerOutput()).not.toContain('stopped by an error')
    } finally {
      await world.stopIndexer()
      await proxy.close()
    }
  })
})
