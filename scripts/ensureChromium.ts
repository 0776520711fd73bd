/**
 * First step of `npm test` and `npm run test:e2e`: a usable Chromium for the browser tests, found
 * (CHROMIUM_PATH, or chromium … on PATH) or installed (Debian's, as root with apt-get); otherwise
 * one sentence naming what to install, and no test runs.
 */
import { ensureChromium } from '@vitrine/testkit'

if (!ensureChromium()) process.exit(1)
