import type { Server } from 'node:http'
import { freePort } from './freePort.ts'

/** A fake's server listening on 127.0.0.1 (on `port`, or a free one), and how to stop it. */
export async function listenLocally(server: Server, port?: number) {
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  return {
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
