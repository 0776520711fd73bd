import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export type ComponentSpec = {
  name: string
  command: string
  args: string[]
  cwd?: string
  env?: Record<string, string | undefined>
  /** Ready when this resolves true (polled), or when `readyLine` matches a line of its stdout. */
  probe?: () => Promise<boolean>
  readyLine?: (line: string) => boolean
  /** The signal that makes it stop cleanly (anvil saves its state on SIGINT). */
  stopSignal?: NodeJS.Signals
  /** Echo its stdout (stderr, for warnings and errors, is always echoed). */
  verbose: boolean
}

export type Component = {
  name: string
  pid: number
  /** Settles once the component is ready; rejects if it ends first. */
  ready: Promise<void>
  /** Settles when the process ends, whenever that is. */
  exited: Promise<number | null>
  stop: (timeoutMs?: number) => Promise<void>
}

const PROBE_INTERVAL_MS = 100

/**
 * Starts one process in a process group of its own, so stopping it also stops whatever it
 * started (Next's workers, PostgreSQL under its wrapper). Returns at once: stop it even if it
 * never gets ready.
 */
export function startComponent(spec: ComponentSpec): Component {
  const child: ChildProcess = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const pid = child.pid as number
  const prefix = `[${spec.name}] `
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const tail: string[] = []
  let sawReadyLine = false

  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    process.stderr.write(`${prefix}${line}\n`)
  })
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (spec.verbose) process.stdout.write(`${prefix}${line}\n`)
    tail.push(line)
    if (tail.length > 20) tail.shift()
    if (spec.readyLine?.(line)) sawReadyLine = true
  })

  const ready = new Promise<void>((resolve, reject) => {
    let done = false
    child.once('error', (error) => {
      done = true
      reject(new Error(`${spec.name} could not start: ${error.message}`, { cause: error }))
    })
    exited.then((code) => {
      if (done) return
      done = true
      reject(new Error(`${spec.name} exited (code ${code}) before it was ready.\n${tail.join('\n')}`))
    })
    const poll = async () => {
      if (done) return
      // A probe that fails (refused, timed out) means not ready yet: polled again until it exits.
      const isReady = spec.probe ? await spec.probe().catch(() => false) : sawReadyLine
      if (done) return
      if (isReady) {
        done = true
        return resolve()
      }
      setTimeout(poll, PROBE_INTERVAL_MS)
    }
    void poll()
  })
  // A rejection is reported by whoever awaits `ready`; never as an unhandled one.
  ready.catch(() => {})

  const stop = async (timeoutMs = 10_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      signal(pid, spec.stopSignal ?? 'SIGTERM')
      const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
      if ((await Promise.race([exited, timer])) === 'timeout') {
        process.stderr.write(`${prefix}did not stop within ${timeoutMs / 1000} s; killing it\n`)
      }
    }
    // Whatever is left in its group (a worker, a database process) goes too.
    signal(-pid, 'SIGKILL')
    await exited
  }

  return { name: spec.name, pid, ready, exited, stop }
}

/** Signals a process (or, with a negative pid, a group); one already gone is fine. */
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already exited.
  }
}
