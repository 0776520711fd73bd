import { watch } from 'node:fs'
import { dirname } from 'node:path'
import type { Logger } from '@vitrine/runtime/logger'

/** An editor's save is several events within a few milliseconds: one reload after the last. */
const SETTLE_MS = 150

/** Calls `onChange` after the cloud code's folder (the file, its siblings) changes; never keeps the process alive. */
export function watchCloudCode(file: string, onChange: () => void, log: Logger) {
  let timer: NodeJS.Timeout | undefined
  const watcher = watch(dirname(file), { recursive: true }, (_event, name) => {
    if (name?.split(/[\\/]/).includes('node_modules')) return
    clearTimeout(timer)
    timer = setTimeout(onChange, SETTLE_MS)
    timer.unref()
  })
  watcher.on('error', (error) => log.error({ err: error }, 'watching the cloud code folder failed; reload is off'))
  watcher.unref()
  log.info({ folder: dirname(file) }, 'cloud code reloads on change (NODE_ENV=development)')
  return watcher
}
