import { test as base, expect, type Page } from '@playwright/test'

/** The Google Analytics id the browser-test build is made with (see startStack.ts). */
export const E2E_GA_MEASUREMENT_ID = 'G-VITRINETEST'

/** A Content-Security-Policy violation a page reported: directive, what was blocked, where. */
export type CspViolation = { directive: string; blocked: string; page: string }

/**
 * Whether the page's own scripts have started React on it (it then handles a click, replayed
 * while it hydrates): a production page starts them only after its first paint
 * (apps/web/src/shell/paintFirstLoader.ts), possibly after its `load` event. True at once on a
 * page that is not the site's.
 */
export const siteScriptsStarted = () => {
  const root = document.getElementById('__next')
  if (!document.getElementById('__VITRINE_SCRIPTS__') || !root) return true
  return Object.keys(root).some((key) => key.startsWith('_reactListening'))
}

/**
 * Holds the page's scripts (Next's chunks) on their way until `release()`: the page is on the
 * screen as the server sent it, and React does not listen yet. `requested` settles once the
 * loader has asked for them (after the first paint).
 */
export async function holdPageScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const requested = page.waitForRequest('**/_next/static/chunks/**')
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  return { release, requested }
}

/**
 * `goto` and `reload` of every page (the fixture's and those of contexts a test makes) return
 * once the site's scripts have started, as a user acts on a page that has come to life. A test
 * that wants the page before (its scripts blocked, say) names the `waitUntil` it wants.
 */
function waitForSiteScriptsOnNavigation(prototype: Page) {
  const { goto, reload } = prototype
  prototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options)
    if (!options?.waitUntil) await this.waitForFunction(siteScriptsStarted)
    return response
  }
  prototype.reload = async function (this: Page, options) {
    const response = await reload.call(this, options)
    if (!options?.waitUntil) await this.waitForFunction(siteScriptsStarted)
    return response
  }
}

export const test = base.extend<
  { stubGoogleTag: undefined; cspViolations: CspViolation[] },
  { navigationWaitsForScripts: undefined }
>({
  // Every Page shares one prototype: patched once per worker, from a first page.
  navigationWaitsForScripts: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      waitForSiteScriptsOnNavigation(Object.getPrototypeOf(await context.newPage()))
      await context.close()
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
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

/**
 * The site has gone to /account after a sign-in, and shows it. Next changes the address before it
 * renders the new page: until then the sign-in page's fields (its Username, its dev-account
 * picker) are still there, and a test typing at once would type into them.
 */
export async function expectAccountPage(page: Page) {
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
}
