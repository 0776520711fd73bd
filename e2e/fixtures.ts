import { test as base, expect } from '@playwright/test'

/** The Google Analytics id the browser-test build is made with (see startStack.ts). */
export const E2E_GA_MEASUREMENT_ID = 'G-VITRINETEST'

/** A Content-Security-Policy violation a page reported: directive, what was blocked, where. */
export type CspViolation = { directive: string; blocked: string; page: string }

export const test = base.extend<{ stubGoogleTag: undefined; cspViolations: CspViolation[] }>({
  /**
   * Every test page gets gtag.js from here instead of Google (no network here, and none wanted):
   * an empty script, so the site's own gtag() stub queues events in `dataLayer` for tests to read.
   */
  stubGoogleTag: [
    async ({ page }, use) => {
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      )
      await use(undefined)
    },
    { auto: true },
  ],
  /**
   * Every CSP violation any page of the test reports (`securitypolicyviolation`); a test that
   * leaves one in the list fails. A test that provokes one on purpose empties the list itself.
   */
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = []
      await page.exposeFunction('__vitrineCspViolation', (violation: CspViolation) => violations.push(violation))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __vitrineCspViolation: (v: CspViolation) => void })
            .__vitrineCspViolation
          report({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.href })
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
