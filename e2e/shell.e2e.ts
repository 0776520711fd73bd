import { expect, test } from './fixtures.ts'
import { pageViewsToday } from './operatorApi.ts'
import { notFoundPath } from './sitePages.ts'

test('the shell: title, light theme colours, favicon, and a clean console', { tag: '@every-host' }, async ({
  page,
  request,
}) => {
  // Hydration mismatches, failed requests (CORS) and React warnings all land here.
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveTitle('Vitrine')
  const header = page.locator('header')
  await expect(header).toHaveCSS('background-color', 'rgb(33, 33, 33)')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(header.getByRole('link', { name: 'Vitrine' })).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collect, create and trade NFTs.')

  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toContain('image/')
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
  expect(problems).toEqual([])
})

test('server-rendered styles are there before hydration and never duplicated after', async ({ page, browser }) => {
  // Without JavaScript: the server HTML alone is styled.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const raw = await noScript.newPage()
  await raw.goto(`${test.info().project.use.baseURL}/`, { waitUntil: 'load' })
  await expect(raw.locator('header')).toHaveCSS('background-color', 'rgb(33, 33, 33)')
  await noScript.close()

  // The one page rendered on the server with MUI's components, the not-found page (every other
  // page's first render is static CSS; dialogs and forms bring MUI in the browser): its
  // server-rendered Emotion styles, adopted on hydration, not inserted a second time.
  await page.goto(notFoundPath)
  await page.waitForLoadState('networkidle')
  // A server style element left behind would be inserted again by the client: the same rule twice.
  const rules = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
      [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    ),
  )
  expect(rules.length).toBeGreaterThan(0)
  expect(rules.filter((rule, index) => rules.indexOf(rule) !== index)).toEqual([])
})

test('a page view is recorded for the first load and for a client-side navigation', async ({ page }) => {
  const [signInBefore, homeBefore] = [await pageViewsToday('/sign-in'), await pageViewsToday('/')]
  await page.goto('/sign-in')
  await expect.poll(() => pageViewsToday('/sign-in')).toBe(signInBefore + 1)

  await page.getByRole('link', { name: 'Vitrine' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => pageViewsToday('/')).toBe(homeBefore + 1)

  // The same two page views went to Google Analytics, as gtag('event', 'page_view', { page_path }).
  const sent = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => [...entry])
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  )
  expect(sent).toEqual(['/sign-in', '/'])
})

test('at phone width the page fits, and the navigation links give way to the essentials', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  // The sections' links are under the menu button, and the menu closes once one is followed.
  await expect(page.getByRole('link', { name: 'Create' })).toBeHidden()
  await page.getByLabel('Main menu').click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByLabel('Main menu').click()
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'Create' })).toBeHidden()
})

test('every script a page starts with asks V8 to compile it off the main thread; a script loaded later does not', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  // The page's scripts, listed for the loader that starts them after the first paint.
  const list = html.match(/<script id="__VITRINE_SCRIPTS__" type="application\/json">([^<]*)<\/script>/)?.[1]
  const initial = (JSON.parse(list ?? '[]') as string[]).filter((src) => src.startsWith('/_next/static/chunks/'))
  expect(initial.length).toBeGreaterThan(3)
  for (const src of initial) {
    if (src?.includes('/polyfills-')) continue // Next's own file, outside the build's chunks
    expect((await (await request.get(src as string)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(
      true,
    )
  }
  // The code of the trading dialogs and the wallet comes on demand, each chunk named `<id>.<hash>.js`
  // in the webpack runtime: compiled as it is called, as V8 does by default.
  const runtime = await (await request.get(initial.find((src) => src?.includes('/webpack-')) as string)).text()
  const onDemand = [...runtime.matchAll(/(\d+):"([0-9a-f]{16})"/g)].map(
    ([, id, hash]) => `/_next/static/chunks/${id}.${hash}.js`,
  )
  expect(onDemand.length).toBeGreaterThan(0)
  for (const src of onDemand.slice(0, 5)) {
    const response = await request.get(src)
    expect(response.ok(), src).toBe(true)
    expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad'), src).toBe(false)
  }
})

test("a page's scripts are requested only once its first contentful paint is on the screen, then bring it to life", async ({
  page,
}) => {
  await page.goto('/sign-in')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.paint).toBeGreaterThan(0)
  expect(timing.scripts.length).toBeGreaterThan(3)
  for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint as number)
  // Alive: a client-side navigation, no new document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByRole('link', { name: 'Explore' }).first().click()
  await expect(page).toHaveURL(/\/explore$/)
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
})
