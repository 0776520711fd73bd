/**
 * Lighthouse (mobile, its default) performance and accessibility of every route of the site, in
 * Debian's Chromium, against `npm start` with the site built for production, on the demo data:
 * the collection, NFT and profile pages are those of the first demo collection, token and owner.
 * Every page of apps/web/pages is visited, the 404 page through an unknown path (measured despite
 * its status). Each route is run LIGHTHOUSE_RUNS times (default 5: whether Chromium's paint holding
 * holds a load moves its score by 0.1 and more, bench/FINDINGS.md) and its median (by performance)
 * printed with the lowest of its runs (the target asks 0.95 in every run); exit code 1 when a median is below 0.95. Ports: the benchmarks' own, or PORT, WEB_PORT, PG_PORT and ANVIL_PORT if set.
 * Run: npm run bench:lighthouse [-- /create /explore …] (only those routes, a path prefix picks the demo's page: one page while iterating)
 */

import { chromiumArgs, chromiumPath } from '@vitrine/testkit'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { runStack } from './lib/runStack.ts'

const chromePath = chromiumPath()
const ports = Object.fromEntries(
  (['PORT', 'WEB_PORT', 'PG_PORT', 'ANVIL_PORT'] as const).flatMap((name) =>
    process.env[name] ? [[name, process.env[name] as string]] : [],
  ),
)
const webPort = ports.WEB_PORT ?? '23000'
/** A path no page answers: the site's 404 page. */
const NOT_FOUND = '/no-such-page'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0)
  throw new Error(`LIGHTHOUSE_RUNS must be an odd whole number (a median), not ${process.env.LIGHTHOUSE_RUNS}.`)
const stack = await runStack({ env: { WEB_MODE: 'production', ...ports, WEB_PORT: webPort } })

async function call<T>(name: string, params: object): Promise<T> {
  const response = await fetch(`${stack.serverUrl}/functions/${name}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  return ((await response.json()) as { result: T }).result
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
let below = 0
try {
  type Page<T> = { results: T[] }
  const { results: collections } = await call<Page<{ address: string; previewTokenIds: string[] }>>('getCollections', {
    sort: 'volume',
  })
  const collection = collections[0]
  if (!collection) throw new Error('No collection is indexed: the demo seed should have made four.')
  const tokenId = collection.previewTokenIds[0] as string
  const nft = await call<{ owner?: string | null; owners?: { address: string }[] }>('getNFT', {
    address: collection.address,
    tokenId,
  })
  const owner = nft.owner ?? nft.owners?.[0]?.address
  const routes = [
    '/',
    '/explore',
    `/collection/${collection.address}`,
    `/nft/${collection.address}/${tokenId}`,
    `/u/${owner}`,
    '/create',
    '/account',
    '/sign-in',
    NOT_FOUND,
  ]
  const only = process.argv.slice(2)
  // `/collection` picks the demo collection's page; `/` only the home page.
  const picked = (route: string) => only.some((given) => route === given || route.startsWith(`${given}/`))
  for (const path of routes.filter((route) => only.length === 0 || picked(route))) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`http://localhost:${webPort}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The 404 page answers 404, as it must; Lighthouse would refuse to score it.
        ignoreStatusCode: path === NOT_FOUND,
      })
      if (!result) throw new Error('Lighthouse returned nothing')
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`)
      const { categories, audits } = result.lhr
      runs.push({
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        lhr: result.lhr,
      })
    }
    // The median run, by performance: single Lighthouse runs vary.
    const median = runs.sort((a, b) => a.performance - b.performance)[(RUNS - 1) / 2] as (typeof runs)[0]
    if (median.performance < 0.95 || median.accessibility < 0.95) below++
    console.log(
      `${path.replace(/0x[0-9a-fA-F]{40}/g, (a) => `${a.slice(0, 6)}…`).padEnd(28)} performance ${median.performance.toFixed(2)}  ` +
        `accessibility ${median.accessibility.toFixed(2)}  LCP ${(median.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${median.tbt.toFixed(0)} ms  CLS ${median.cls.toFixed(3)}  (median of ${RUNS}, mobile; ` +
        `lowest performance ${(runs[0] as (typeof runs)[0]).performance.toFixed(2)}, accessibility ` +
        `${Math.min(...runs.map((run) => run.accessibility)).toFixed(2)})`,
    )
    // LIGHTHOUSE_DETAILS=lowest: the details of the lowest run instead (what a bad run spent its time on).
    const detailed = process.env.LIGHTHOUSE_DETAILS === 'lowest' ? (runs[0] as (typeof runs)[0]) : median
    if (process.env.LIGHTHOUSE_DETAILS) printDetails(detailed.lhr)
  }
} finally {
  chrome.kill()
  await stack.stop()
}
if (below > 0) process.exitCode = 1

/** LIGHTHOUSE_DETAILS=1 (or =lowest): where the median (lowest) run's main thread went, by kind of work and by script. */
function printDetails(lhr: { audits: Record<string, { details?: unknown }>; environment: { benchmarkIndex: number } }) {
  const rows = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  // Lighthouse's CPU speed score of this machine: its 4× slowdown assumes about 1,500.
  console.log(`    benchmarkIndex ${lhr.environment.benchmarkIndex}`)
  // Where the largest picture's time went: its second table holds the phases (TTFB, load delay,
  // load time, render delay). A long render delay is main-thread work before the paint.
  type Node = { node?: { snippet?: string } }
  const [element, phases] = rows('largest-contentful-paint-element') as (Node & {
    items?: (Node & { phase: string; timing: number })[]
  })[]
  console.log(
    `    LCP element ${String(element?.items?.[0]?.node?.snippet ?? element?.node?.snippet ?? '?').slice(0, 110)}`,
  )
  for (const { phase, timing } of phases?.items ?? [])
    console.log(`    LCP ${phase.padEnd(30)} ${timing.toFixed(0)} ms`)
  // What moved (CLS), by element and its share of the score.
  for (const item of rows('layout-shifts').slice(0, 4) as (Node & { score?: number })[])
    console.log(`    layout shift ${Number(item.score).toFixed(3)}  ${String(item.node?.snippet ?? '?').slice(0, 100)}`)
  for (const item of rows('mainthread-work-breakdown'))
    console.log(`    ${String(item.groupLabel).padEnd(34)} ${Number(item.duration).toFixed(0)} ms`)
  for (const item of rows('bootup-time').slice(0, 8))
    console.log(
      `    ${String(item.url).slice(-60).padEnd(62)} script ${Number(item.scripting).toFixed(0)} ms, parse ${Number(item.scriptParseCompile).toFixed(0)} ms`,
    )
  for (const item of rows('long-tasks').slice(0, 8))
    console.log(
      `    long task ${Number(item.duration).toFixed(0)} ms at ${Number(item.startTime).toFixed(0)} ms  ${String(item.url).slice(-50)}`,
    )
}
