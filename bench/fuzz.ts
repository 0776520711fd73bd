/**
 * The long fuzz run: hostile requests from the fuzz test's generator (every route Parse serves,
 * every cloud function, the media service) against a fresh `npm start`, several in flight.
 * Prints requests, 2xx, 4xx, 5xx, dropped connections and the server's log lines; exits 1 on
 * any 5xx or dropped connection, naming the first few with the seed that finds them again.
 * Run: npm run fuzz   (FUZZ_CASES, default 10000; FUZZ_SEED; FUZZ_IN_FLIGHT, default 8)
 */
import fc from 'fast-check'
import { type HostileRequest, hostileRequests } from '../apps/server/test/hostileRequests.ts'
import { hostileAgent, sendHostile } from '../apps/server/test/sendHostile.ts'
import { runStack } from './lib/runStack.ts'

const cases = Number(process.env.FUZZ_CASES ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const inFlight = Number(process.env.FUZZ_IN_FLIGHT ?? 8)

let logText = ''
const stack = await runStack({ onStderr: (chunk) => (logText += chunk) })
const logBefore = logText.length
try {
  const origin = new URL(stack.serverUrl).origin
  console.log(
    `npm start ready in ${(stack.readyMs / 1000).toFixed(1)} s; ${cases} cases, seed ${seed}, ${inFlight} in flight`,
  )
  const requests = fc.sample(hostileRequests(new URL(stack.serverUrl).pathname), { seed, numRuns: cases })
  const agent = hostileAgent(inFlight)
  const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, resets: 0, closed: 0, unsendable: 0 }
  const failures: string[] = []
  const closed: string[] = []
  const summary = (request: HostileRequest, index: number) =>
    `#${index} ${request.method} ${request.path.slice(0, 160)} ${request.body?.slice(0, 160) ?? ''}`
  let next = 0
  const began = performance.now()
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests.length) {
        const index = next++
        const request = requests[index] as HostileRequest
        const outcome = await sendHostile(origin, agent, request)
        if (outcome.status === -1) {
          counts.unsendable++
          continue
        }
        counts.requests++
        if (outcome.reset) {
          counts.resets++
          failures.push(`reset (${outcome.error}): ${summary(request, index)}`)
          continue
        }
        if (!outcome.keptAlive) {
          counts.closed++
          closed.push(`${outcome.status}: ${summary(request, index)}`)
        }
        const family = `${Math.floor(outcome.status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx'
        counts[family]++
        if (outcome.status >= 500) failures.push(`${outcome.status}: ${summary(request, index)}`)
      }
    }),
  )
  agent.destroy()
  const seconds = (performance.now() - began) / 1000
  const log = logText.slice(logBefore)
  const lines = log.split('\n').filter(Boolean)
  console.log(
    `requests ${counts.requests} in ${seconds.toFixed(1)} s: 2xx ${counts['2xx']}, 3xx ${counts['3xx']}, 4xx ${counts['4xx']}, ` +
      `5xx ${counts['5xx']}, resets ${counts.resets}, closed by the server ${counts.closed}` +
      (counts.unsendable ? ` (${counts.unsendable} cases Node cannot send, skipped)` : ''),
  )
  console.log(
    `server log: ${lines.length} lines (${(log.length / 1024).toFixed(0)} KiB), ${lines.filter((line) => /^\S*\s+at /.test(line.replace(/^\[\w+\] /, ''))).length} stack frames`,
  )
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`)
  for (const close of closed.slice(0, 5)) console.log(`  closed: ${close}`)
  if (failures.length) console.log(`  (FUZZ_SEED=${seed} FUZZ_CASES=${cases} finds them again)`)
  process.exitCode = counts['5xx'] || counts.resets ? 1 : 0
} finally {
  await stack.stop()
}
