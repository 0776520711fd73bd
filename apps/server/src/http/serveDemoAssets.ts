import express, { type RequestHandler } from 'express'

/**
 * The demo collections' metadata and pictures (written by the local chain's seed), as static
 * files. SVG goes out with a CSP that forbids scripts, in case a browser opens it directly.
 */
export function serveDemoAssets(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    dotfiles: 'deny',
    maxAge: '1h',
    setHeaders: (response, path) => {
      response.setHeader('Access-Control-Allow-Origin', '*')
      if (path.endsWith('.svg'))
        response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    },
  })
}
