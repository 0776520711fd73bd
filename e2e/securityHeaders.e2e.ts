import { createServer } from 'node:http'
import { freePort } from '@vitrine/testkit'
import { e2ePorts } from './e2ePorts.ts'
import { expect, test } from './fixtures.ts'
import { sitePagePaths } from './sitePages.ts'
import { policyMessages, visitEveryPage } from './visitEveryPage.ts'

const site = `http://localhost:${e2ePorts.WEB_PORT}`

for (const origin of [site, `http://127.0.0.1:${e2ePorts.WEB_PORT}`]) {
  test(`every page at ${origin} keeps to its Content-Security-Policy`, async ({ page, cspViolations }) => {
    await visitEveryPage(page, origin, cspViolations)
  })
}

test('every answer of the site carries the security headers; HSTS only when it came over HTTPS', async ({
  request,
}) => {
  for (const path of [...sitePagePaths(), '/favicon.ico']) {
    const headers = (await request.get(path)).headers()
    expect(headers, path).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['strict-transport-security'], path).toBeUndefined()
    if (path === '/favicon.ico') continue
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp.match(/script-src [^;]*/)?.[0], path).not.toContain("'unsafe-inline'")
  }
  const overHttps = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000')
})

test('a page on another origin that frames the site shows none of it', async ({ page }) => {
  const port = await freePort()
  // Another origin: the site inside a frame, beside a frame of the page's own (which shows).
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html')
    if (request.url === '/own') return response.end('<p>A frame of our own</p>')
    response.end(
      `<h1>Framing page</h1><iframe id="site" src="${site}/sign-in"></iframe><iframe id="own" src="/own"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  try {
    const messages = policyMessages(page)
    await page.goto(`http://127.0.0.1:${port}/`)
    await expect(page.frameLocator('#own').getByText('A frame of our own')).toBeVisible()
    await expect.poll(() => messages.join('\n')).toContain("frame-ancestors 'none'")
    const siteFrame = page
      .frames()
      .find((frame) => frame.name() === '' && frame !== page.mainFrame() && !frame.url().endsWith('/own'))
    expect(siteFrame?.url()).not.toContain(site)
    await expect(page.frameLocator('#site').getByText(/Vitrine|Sign in/)).toHaveCount(0)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
