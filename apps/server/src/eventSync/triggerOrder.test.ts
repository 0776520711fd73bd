import { fileURLToPath } from 'node:url'
import { waitFor } from '@vitrine/testkit'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type EventSyncWorld, startEventSyncWorld } from '../../test/eventSyncWorld.ts'
import { TUTORIAL_EVENTS } from '../../test/tutorialMarket.ts'

/**
 * The operator's triggers on a synced class see its rows in the order their events happened, one
 * trigger done before the next starts — as the tutorial's `ActiveItem` needs (a listing kept before
 * its sale removes it). The fixture's trigger pauses a random moment before it notes that it ran.
 */
const stack = inject('stack')
const cloudCode = fileURLToPath(new URL('../../test/cloudCode/recordTriggerOrder.js', import.meta.url))
const nft = getAddress(privateKeyToAccount(generatePrivateKey()).address)
const HISTORY = 40
const LIVE = 20
let world: EventSyncWorld

beforeAll(async () => {
  world = await startEventSyncWorld(stack, { CLOUD_CODE: cloudCode })
  // The history: one transaction listing tokens 1..40 (log indexes 0..39).
  await world.market.listMany(nft, 1n, BigInt(HISTORY), 1n)
  await world.startIndexer()
}, 180_000)
afterAll(() => world?.stop(), 60_000)

type Run = { seq: number; tokenId: string; confirmed: boolean }
/** The trigger's notes, in the order the triggers finished. */
const runs = async (): Promise<Run[]> => {
  const response = await fetch(`${world.serverUrl}/classes/TriggerRun?limit=1000&order=seq`, {
    headers: { 'X-Parse-Application-Id': stack.appId },
  })
  const body = (await response.json()) as { results?: Run[] }
  return body.results ?? []
}
const tokens = (from: number, count: number) => Array.from({ length: count }, (_, index) => String(from + index))

test('triggers of a synced class run in chain order, one at a time: the history, then live rows created and confirmed', {
  timeout: 90_000,
}, async () => {
  const answer = await world.Moralis.Cloud.run(
    'watchContractEvent',
    {
      chainId: '0x539',
      address: world.market.address,
      topic: 'ItemListed(address,address,uint256,uint256)',
      abi: TUTORIAL_EVENTS.ItemListed,
      tableName: 'OrderedListed',
      sync_historical: true,
    },
    { useMasterKey: true },
  )
  expect(answer).toEqual({ success: true })
  await waitFor(async () => (await runs()).length === HISTORY, 30_000)
  const history = await runs()
  expect(history.map((run) => run.tokenId)).toEqual(tokens(1, HISTORY))
  expect(history.every((run) => run.confirmed)).toBe(true)

  // Live: each row saved unconfirmed as its block arrives, then confirmed (at once on a local chain).
  await world.market.listMany(nft, BigInt(HISTORY + 1), BigInt(LIVE), 1n)
  await waitFor(async () => (await runs()).length === HISTORY + 2 * LIVE, 30_000)
  const live = (await runs()).slice(HISTORY)
  expect(live.filter((run) => !run.confirmed).map((run) => run.tokenId)).toEqual(tokens(HISTORY + 1, LIVE))
  expect(live.filter((run) => run.confirmed).map((run) => run.tokenId)).toEqual(tokens(HISTORY + 1, LIVE))
})
