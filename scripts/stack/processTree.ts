import { execFileSync } from 'node:child_process'

/** Every process below `pid` (children, grandchildren …), whatever process group they are in. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number]
    children.set(parent, [...(children.get(parent) ?? []), child])
  }
  const found: number[] = []
  const walk = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
