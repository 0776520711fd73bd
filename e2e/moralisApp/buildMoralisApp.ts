import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const entry = fileURLToPath(new URL('./MoralisApp.tsx', import.meta.url))

/**
 * The react-moralis page, bundled for the browser in memory: moralis-v1 and react-moralis stay
 * out of the site's bundle, and out of every package but the tests'.
 */
export async function buildMoralisApp(): Promise<{ html: string; script: string }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const script = result.outputFiles[0]?.text
  if (!script) throw new Error('esbuild made no bundle of the Moralis page')
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>A Moralis app</title></head>
<body><div id="root"></div><script src="/app.js"></script></body></html>`
  return { html, script }
}
