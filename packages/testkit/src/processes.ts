import { readdirSync, readFileSync } from 'node:fs'

export type ProcessEntry = { pid: number; ppid: number; args: string }

/**
 * The processes running now, read once from /proc (Linux). A process that ends while it is read
 * is left out: never an error, so a test listing a stack never races the processes it lists
 * (`ps -p <pid>` exits 1 for a process gone a moment before).
 */
export function processTable(): ProcessEntry[] {
  const table: ProcessEntry[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // Fields after the command name (which may hold spaces and parentheses): state, then ppid.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim()
      table.push({ pid: Number(name), ppid, args })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table
}

/** Every process below `pid` (children, grandchildren …), whatever process group they are in. */
export function descendants(pid: number, table: ProcessEntry[] = processTable()): ProcessEntry[] {
  const found: ProcessEntry[] = []
  const walk = (parent: number) => {
    for (const entry of table) {
      if (entry.ppid !== parent) continue
      found.push(entry)
      walk(entry.pid)
    }
  }
  walk(pid)
  return found
}

/** The direct children of `pid`. */
export const childrenOf = (pid: number): ProcessEntry[] => processTable().filter((entry) => entry.ppid === pid)

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
