import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export type ComponentSpec = {
  name: string
  command: string
  args: string[]
  cwd?: string
  env?: Record<string, string | undefined>
  /** A line of its stdout that says it is ready. */
  readyWhen: (line: string) => boolean
  /** The signal that makes it stop cleanly (anvil saves its state on SIGINT). */
  stopSignal?: NodeJS.Signals
  /** Echo its stdout (stderr, for warnings and errors, is always echoed). */
  verbose: boolean
}

export type Component = {
  name: string
  pid: number
  stop: (timeoutMs?: number) => Promise<void>
  /** Settles when the process ends, whenever that is. */
  exited: Promise<number | null>
}

/**
 * Starts one process in a process group of its own, so stopping it also stops whatever it
 * started (Next's workers, PostgreSQL under its wrapper), and resolves when it says it is ready.
 */
export function startComponent(spec: ComponentSpec): Promise<Component> {
  const child: ChildProcess = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const pid = child.pid as number
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const tail: string[] = []
  const prefix = `[${spec.name}] `
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    process.stderr.write(`${prefix}${line}\n`)
  })

  const stop = async (timeoutMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    signalGroup(pid, spec.stopSignal ?? 'SIGTERM', true)
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
    if ((await Promise.race([exited, timer])) === 'timeout') {
      process.stderr.write(`${prefix}did not stop within ${timeoutMs / 1000} s; killing it\n`)
    }
    // Whatever is left in the group (a worker, a database process) goes too.
    signalGroup(pid, 'SIGKILL', false)
    await exited
  }

  return new Promise((resolve, reject) => {
    let ready = false
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (spec.verbose) process.stdout.write(`${prefix}${line}\n`)
      if (ready) return
      tail.push(line)
      if (tail.length > 20) tail.shift()
      if (spec.readyWhen(line)) {
        ready = true
        resolve({ name: spec.name, pid, stop, exited })
      }
    })
    child.once('error', (error) => reject(new Error(`${spec.name} could not start: ${error.message}`)))
    exited.then((code) => {
      if (!ready) reject(new Error(`${spec.name} exited (code ${code}) before it was ready.\n${tail.join('\n')}`))
    })
  })
}

/** Signals the group leader, or the whole group; a group already gone is fine. */
function signalGroup(pid: number, signal: NodeJS.Signals, leaderOnly: boolean) {
  try {
    process.kill(leaderOnly ? pid : -pid, signal)
  } catch {
    // Already exited.
  }
}
