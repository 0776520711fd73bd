import { test as base, expect } from '@playwright/test'

/** The Google Analytics id the browser-test build is made with (see startStack.ts). */
export const E2E_GA_MEASUREMENT_ID = 'G-VITRINETEST'

/**
 * Every test page gets gtag.js from here instead of Google (no network here, and none wanted):
 * an empty script, so the site's own gtag() stub queues events in `dataLayer` for tests to read.
 */
export const test = base.extend<{ stubGoogleTag: undefined }>({
  stubGoogleTag: [
    async ({ page }, use) => {
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      )
      await use(undefined)
    },
    { auto: true },
  ],
})

export { expect }
