/**
 * Moralis's event sync through Vitrine: BENCH_EVENTS (default 10,000) ItemListed events of the
 * tutorial's marketplace already on anvil, then `watchContractEvent` with `sync_historical` — the
 * figure is rows per second from the call to the last row readable in the class (indexer →
 * outbox → relay → Parse, each row through Parse's write path with its triggers). Then
 * BENCH_LIVE (default 40) listings one at a time: from the transaction's receipt to its row
 * readable by a client (confirmed), and to the live query message of the `ActiveItem` the
 * tutorial's cloud code (CLOUD_CODE, its afterSave on the confirmed row) makes of it: p50 and p95.
 * The history goes into a class of its own (no trigger), the live listings into `ItemListed`.
 * Run: npm run bench:eventSync
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort } from '@vitrine/testkit'
import { getAddress } from 'viem'
import { startEventSyncWorld } from '../apps/server/test/eventSyncWorld.ts'
import { TUTORIAL_EVENTS } from '../apps/server/test/tutorialMarket.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const LIVE = Number(process.env.BENCH_LIVE ?? 40)
const PER_TX = 500
const appId = 'vitrine'
const nft = getAddress('0x00000000000000000000000000000000000b3e4c')
type LiveClient = {
  open(): void
  close(): Promise<void>
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take an object or an error text.
  subscribe(query: unknown): { on(event: string, listener: (value: any) => void): unknown }
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-eventsync-'))
const database = await startEmbeddedPostgres({
  dataDir: join(dataDir, 'pg'),
  port: await freePort(),
  password: 'bench',
  database: 'vitrine',
})
const cloudCode = fileURLToPath(new URL('../apps/server/test/cloudCode/updateActiveItems.js', import.meta.url))
const world = await startEventSyncWorld(
  { databaseUrl: database.url, appId, masterKey: 'bench-master-key-0123456789' },
  { CLOUD_CODE: cloudCode },
)
try {
  for (let first = 0; first < EVENTS; first += PER_TX)
    await world.market.listMany(nft, BigInt(first), BigInt(Math.min(PER_TX, EVENTS - first)), 10n ** 15n)
  await world.startIndexer()
  const count = async (table: string) => {
    const response = await fetch(`${world.serverUrl}/classes/${table}?count=1&limit=0`, {
      headers: { 'X-Parse-Application-Id': appId },
    })
    return ((await response.json()) as { count?: number }).count ?? 0
  }
  const watch = (tableName: string, history = true) =>
    world.Moralis.Cloud.run(
      'watchContractEvent',
      {
        chainId: '0x7a69',
        address: world.market.address,
        topic: 'ItemListed(address,address,uint256,uint256)',
        abi: TUTORIAL_EVENTS.ItemListed,
        tableName,
        sync_historical: history,
      },
      { useMasterKey: true },
    )

  console.log(`load average at start ${loadavg()[0]?.toFixed(1)} (1 min), ${availableParallelism()} cores`)
  const began = performance.now()
  await watch('HistoryListed')
  // Where the time goes: the indexer's part ends when the outbox holds every row.
  let outboxMs = 0
  while ((await count('HistoryListed')) < EVENTS) {
    if (!outboxMs) {
      const { rows } = await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vitrine.event_outbox')
      if ((rows[0]?.n ?? 0) >= EVENTS) outboxMs = performance.now() - began
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const backfillMs = performance.now() - began
  console.log(
    `  indexer: all ${EVENTS.toLocaleString('en')} rows in the outbox after ${(outboxMs / 1000).toFixed(2)} s`,
  )
  console.log(
    `backfill: ${EVENTS.toLocaleString('en')} historical events in ${(backfillMs / 1000).toFixed(2)} s = ${Math.round(EVENTS / (backfillMs / 1000)).toLocaleString('en')} rows/s (target ≥ 2,000)`,
  )

  // Live: the tutorial's page, subscribed to ActiveItem with the app id alone.
  await watch('ItemListed', false)
  const LiveQueryClient = (world.Moralis as unknown as { LiveQueryClient: new (options: object) => LiveClient })
    .LiveQueryClient
  const live = new LiveQueryClient({ applicationId: appId, serverURL: world.serverUrl.replace(/^http/, 'ws') })
  live.open()
  const subscription = live.subscribe(new world.Moralis.Query('ActiveItem'))
  const arrived = new Map<string, number>()
  subscription.on('create', (item: { get(key: string): unknown }) =>
    arrived.set(String(item.get('tokenId')), performance.now()),
  )
  await new Promise((resolve) => subscription.on('open', resolve))
  const delays: number[] = []
  const messageDelays: number[] = []
  for (let index = 0; index < LIVE; index++) {
    const tokenId = BigInt(EVENTS + index)
    await world.market.list(nft, tokenId, 1n)
    const sent = performance.now()
    for (;;) {
      const response = await fetch(
        `${world.serverUrl}/classes/ItemListed?where=${encodeURIComponent(JSON.stringify({ tokenId: String(tokenId), confirmed: true }))}&limit=1`,
        { headers: { 'X-Parse-Application-Id': appId } },
      )
      if (((await response.json()) as { results: unknown[] }).results.length) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    delays.push(performance.now() - sent)
    while (!arrived.has(String(tokenId)) && performance.now() - sent < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 5))
    messageDelays.push((arrived.get(String(tokenId)) ?? Number.POSITIVE_INFINITY) - sent)
  }
  await live.close()
  messageDelays.sort((a, b) => a - b)
  delays.sort((a, b) => a - b)
  console.log(
    `live: receipt → row readable (confirmed), ${LIVE} listings: p50 ${Math.round(percentile(delays, 0.5))} ms, p95 ${Math.round(percentile(delays, 0.95))} ms, max ${Math.round(delays[delays.length - 1] ?? 0)} ms`,
  )
  console.log(
    `live: receipt → row → afterSave → ActiveItem live query message, ${LIVE} listings: p50 ${Math.round(percentile(messageDelays, 0.5))} ms, p95 ${Math.round(percentile(messageDelays, 0.95))} ms (target p95 ≤ 1,000)`,
  )
} finally {
  await world.stop()
  await database.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
