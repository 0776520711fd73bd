import { createServer } from 'node:http'
import { e2ePorts } from '../e2ePorts.ts'
import { buildMoralisApp } from './buildMoralisApp.ts'

/**
 * The Moralis app is served from an origin of its own, as a developer runs one: every API call is
 * cross-origin. A real server on localhost (Chromium lets no page it cannot place call localhost).
 */
const APP_PORT = e2ePorts.WEB_PORT + 7
const APP_ORIGIN = `http://localhost:${APP_PORT}`

export async function serveMoralisApp(): Promise<{ origin: string; close: () => Promise<void> }> {
  const { html, script } = await buildMoralisApp()
  const server = createServer((request, response) => {
    const isScript = new URL(request.url ?? '/', APP_ORIGIN).pathname === '/app.js'
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html' })
    response.end(isScript ? script : html)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(APP_PORT, 'localhost', resolve)
  })
  return { origin: APP_ORIGIN, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
