import type { Page } from '@playwright/test'
import { type CspViolation, expect } from './fixtures.ts'
import { sitePagePaths } from './sitePages.ts'

/** Console lines about a policy (CSP, Permissions-Policy) or something the browser refused. */
export function policyMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text())) messages.push(message.text())
  })
  return messages
}

/** Visits every page at `origin`, each hydrated (Next's inline bootstrap ran), then checks the CSP bites. */
export async function visitEveryPage(page: Page, origin: string, cspViolations: CspViolation[]) {
  const messages = policyMessages(page)
  for (const path of sitePagePaths()) {
    await page.goto(`${origin}${path}`)
    await page.waitForFunction(() => 'next' in window)
    await page.waitForLoadState('networkidle')
  }
  expect(messages).toEqual([])
  expect(cspViolations).toEqual([])
  // The policy has teeth: a script injected into the page does not run, and is reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toEqual(['script-src-elem'])
  expect(await page.evaluate(() => '__injected' in window)).toBe(false)
  cspViolations.splice(0)
}
