export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/**
 * A structured logger: JSON lines when the output is not a terminal, readable lines when it is.
 * Warnings and errors go to stderr, the rest to stdout, so a supervisor can keep only the former.
 */
export function createLogger(component: string, level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (rank[at] < rank[level]) return
    const stream = rank[at] >= rank.warn ? process.stderr : process.stdout
    if (stream.isTTY) {
      const extra = fields ? ` ${JSON.stringify(fields)}` : ''
      stream.write(`${at.padEnd(5)} [${component}] ${message}${extra}\n`)
    } else {
      stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: at, component, message, ...fields })}\n`)
    }
  }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
