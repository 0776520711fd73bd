/**
 * Moralis's event sync through Vitrine: BENCH_EVENTS (default 10,000) ItemListed events of the
 * tutorial's marketplace already on anvil, then `watchContractEvent` with `sync_historical` — the
 * figure is rows per second from the call to the last row readable in the class (indexer →
 * outbox → relay → Parse, each row through Parse's write path with its triggers). Then
 * BENCH_LIVE (default 40) listings one at a time: from the transaction's receipt to its row
 * readable by a client (confirmed), p50 and p95. Run: npm run bench:eventSync
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
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
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-eventsync-'))
const database = await startEmbeddedPostgres({
  dataDir: join(dataDir, 'pg'),
  port: await freePort(),
  password: 'bench',
  database: 'vitrine',
})
const world = await startEventSyncWorld({ databaseUrl: database.url, appId, masterKey: 'bench-master-key-0123456789' })
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
  const watch = (tableName: string) =>
    world.Moralis.Cloud.run(
      'watchContractEvent',
      {
        chainId: '0x7a69',
        address: world.market.address,
        topic: 'ItemListed(address,address,uint256,uint256)',
        abi: TUTORIAL_EVENTS.ItemListed,
        tableName,
        sync_historical: true,
      },
      { useMasterKey: true },
    )

  console.log(`load average at start ${loadavg()[0]?.toFixed(1)} (1 min), ${availableParallelism()} cores`)
  const began = performance.now()
  await watch('ItemListed')
  // Where the time goes: the indexer's part ends when the outbox holds every row.
  let outboxMs = 0
  while ((await count('ItemListed')) < EVENTS) {
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

  const delays: number[] = []
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
  }
  delays.sort((a, b) => a - b)
  console.log(
    `live: receipt → row readable (confirmed), ${LIVE} listings: p50 ${Math.round(percentile(delays, 0.5))} ms, p95 ${Math.round(percentile(delays, 0.95))} ms, max ${Math.round(delays[delays.length - 1] ?? 0)} ms`,
  )
} finally {
  await world.stop()
  await database.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
