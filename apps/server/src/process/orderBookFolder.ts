import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PREFIX = 'vitrine-order-book-'
/** A folder's name: the prefix, its primary's process id, mkdtemp's six characters. */
const FOLDER_NAME = new RegExp(`^${PREFIX}(\\d+)-`)

/** Whether a process with this id runs (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The folder of the workers' order book socket: new, mode 0700 (mkdtemp), named after the primary's
 * process id. A primary that is killed outright (SIGKILL, the OOM killer) cannot remove its folder,
 * so each primary first removes those of this user's primaries that no longer run.
 */
export function createOrderBookFolder(base = tmpdir(), pid = process.pid): string {
  const uid = process.getuid?.()
  for (const name of readdirSync(base)) {
    const owner = FOLDER_NAME.exec(name)
    if (!owner || isRunning(Number(owner[1]))) continue
    const folder = join(base, name)
    try {
      if (uid === undefined || statSync(folder).uid === uid) rmSync(folder, { recursive: true, force: true })
    } catch {
      // Gone already, or not ours to remove: either way not this primary's concern.
    }
  }
  return mkdtempSync(join(base, `${PREFIX}${pid}-`))
}
