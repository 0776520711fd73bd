import type { Page } from '@playwright/test'

/**
 * Everything a page says it got wrong (console errors and warnings, hydration mismatches
 * included; uncaught errors) and every picture it asked for, from now on.
 */
export function watchPage(page: Page) {
  const problems: string[] = []
  const images: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url())
  })
  return { problems, images }
}
