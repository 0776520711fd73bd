import { type AbiEvent, decodeEventLog, type Log } from 'viem'

/** A decoded argument as Moralis stored it: integers as decimal strings, addresses lower-case. */
function moralisValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return /^0x[0-9a-fA-F]{40}$/.test(value) ? value.toLowerCase() : value
  if (Array.isArray(value)) return value.map(moralisValue)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, moralisValue(inner)]))
  return value
}

/**
 * A watched event's log as the columns of its row: each argument under its ABI name (`arg<i>`
 * when unnamed). Null when the log does not decode with the watch's ABI (another event sharing
 * the topic, with other indexed arguments): such a log is not the watched event.
 */
export function decodeWatchedLog(abi: AbiEvent, log: Pick<Log, 'data' | 'topics'>): Record<string, unknown> | null {
  let args: unknown
  try {
    ;({ args } = decodeEventLog({ abi: [abi], data: log.data, topics: log.topics as [`0x${string}`], strict: true }))
  } catch {
    return null
  }
  const columns: Record<string, unknown> = {}
  abi.inputs.forEach((input, index) => {
    const value = Array.isArray(args) ? args[index] : (args as Record<string, unknown>)[input.name ?? '']
    columns[input.name || `arg${index}`] = moralisValue(value)
  })
  return columns
}
