import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Page } from '@playwright/test'

const pagesDir = join(import.meta.dirname, '../apps/web/pages')

/**
 * A path to visit for each page with parameters (`pages/u/[address].tsx` → `/u/[address]`).
 * A page added with parameters needs one here, or the page-walking tests fail naming it.
 */
const SAMPLE_PATHS: Record<string, string> = {
  // The demo's Dunes (anvil deploys to the same addresses on every new chain) and a dev account.
  '/collection/[address]': '/collection/0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67',
  '/nft/[address]/[tokenId]': '/nft/0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67/1',
  '/u/[address]': '/u/0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

/**
 * The route of every page of the site (not `_app`, `_document`, API routes, nor `_error`: the
 * not-found page is visited at a path no page has, `notFoundPath`).
 */
function routes(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routes(path)
    if (!/\.(tsx|ts|jsx|js)$/.test(entry.name) || /^_/.test(entry.name)) return []
    const route = `/${relative(pagesDir, path).replace(/\.(tsx|ts|jsx|js)$/, '')}`.replace(/\/index$/, '') || '/'
    return [route === '' ? '/' : route]
  })
}

/** A path no page has: the not-found page (its document answers 404, which the console reports). */
export const notFoundPath = '/no-such-page'

/** A path to visit for every page, and one no page has (the not-found page). */
export function sitePagePaths(): string[] {
  const paths = routes().map((route) => {
    if (!route.includes('[')) return route
    const sample = SAMPLE_PATHS[route]
    if (!sample) throw new Error(`The page ${route} has no sample path in e2e/sitePages.ts.`)
    return sample
  })
  return [...paths, notFoundPath]
}

/**
 * Collects what a user's console would show as a problem: errors and warnings (hydration
 * mismatches, refused requests and sockets, React warnings) and uncaught page errors.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  return problems
}
