import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'
import type { LogLevel } from '../config/variables.ts'
import { isSecretField, secretScrubber } from './redact.ts'

export type { Logger } from 'pino'
export { redactUrl } from './redact.ts'

export type LoggerOptions = {
  /** The process's name, in every line (`server`, `indexer` …). */
  component: string
  level: LogLevel
  /** Values never to print (the master key, an RPC URL that may hold an API key …). */
  secrets?: readonly string[]
  /** Where lines go; default: info and below to stdout, warnings and errors to stderr. */
  destination?: { out: NodeJS.WritableStream; err: NodeJS.WritableStream }
}

/** JSON lines to a pipe or file (for a supervisor), readable lines to a terminal. */
function streamFor(stream: NodeJS.WritableStream & { isTTY?: boolean }): DestinationStream {
  if (!stream.isTTY) return stream as DestinationStream
  return pretty({
    destination: stream,
    sync: true,
    ignore: 'pid,hostname,component,part',
    // A child logger's part (`media`, `live` …) beside the process's component: [server/media].
    messageFormat: '[{component}{if part}/{part}{end}] {message}',
  })
}

/**
 * The logger of every Vitrine process: pino, at the level `LOG_LEVEL` sets. Secrets never reach
 * a line: fields named like one (`password`, `sessionToken` …) are censored at any depth, and
 * the given secret values and any URL's credentials are scrubbed from every text.
 */
export function createLogger(options: LoggerOptions): Logger {
  const scrub = secretScrubber(options.secrets ?? [])
  const clean = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrub(value)
    if (depth > 4 || value === null || typeof value !== 'object') return value
    if (value instanceof Error)
      return { type: value.name, message: scrub(value.message), stack: value.stack && scrub(value.stack) }
    if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1))
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, isSecretField(key) ? '***' : clean(field, depth + 1)]),
    )
  }
  const { out, err } = options.destination ?? { out: process.stdout, err: process.stderr }
  return pino(
    {
      level: options.level,
      base: { component: options.component },
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => clean(fields, 0) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
          )
        },
      },
    },
    pino.multistream(
      [
        { level: 'debug', stream: streamFor(out) },
        { level: 'warn', stream: streamFor(err) },
      ],
      { dedupe: true },
    ),
  )
}
