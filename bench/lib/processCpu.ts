import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

/**
 * CPU seconds (user + system) used so far by the running processes whose command line passes
 * `match`, read from /proc (Linux). Differences between two readings show who used the cores.
 */
export function processCpuSeconds(match: (commandLine: string) => boolean): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!match(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue
      // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND
}

/**
 * CPU seconds used so far by process `root` and its children (a PostgreSQL server and its
 * backends): only this run's processes, whatever else runs on the machine.
 */
export function processTreeCpuSeconds(root: number): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      // The parent's pid is the 2nd field after the command name.
      if (Number(pid) !== root && Number(fields[1]) !== root) continue
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND
}

/** The pid of the process that started `pid` (for a PostgreSQL backend, its server). */
export function parentPid(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
}
