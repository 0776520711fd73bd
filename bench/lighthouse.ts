/**
 * Lighthouse (mobile, its default) performance and accessibility of `/` and `/account`, in Debian's
 * Chromium, against `npm start` with the site built for production. Run: npm run bench:lighthouse
 */

import { chromiumArgs, chromiumPath } from '@vitrine/testkit'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { runStack } from './lib/runStack.ts'

const stack = await runStack({ env: { WEB_MODE: 'production', WEB_PORT: '23000' } })
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
try {
  for (const path of ['/', '/account']) {
    const runs = []
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`http://localhost:23000${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      if (!result) throw new Error('Lighthouse returned nothing')
      const { categories, audits } = result.lhr
      runs.push({
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
      })
    }
    // The median run, by performance: single Lighthouse runs vary.
    const median = runs.sort((a, b) => a.performance - b.performance)[1] as (typeof runs)[0]
    console.log(
      `${path.padEnd(10)} performance ${median.performance.toFixed(2)}  accessibility ${median.accessibility.toFixed(2)}  ` +
        `LCP ${(median.lcp / 1000).toFixed(2)} s  TBT ${median.tbt.toFixed(0)} ms  (median of 3, mobile)`,
    )
  }
} finally {
  chrome.kill()
  await stack.stop()
}
