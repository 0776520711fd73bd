/**
 * First step of `npm test` and `npm run test:e2e`: a usable Chromium for the browser tests, found
 * (CHROMIUM_PATH, or chromium … on PATH) or installed (Debian's, as root with apt-get); otherwise
 * one sentence naming what to install, and no test runs. Then Redis and HAProxy for the
 * scale-out tests, installed the same way where missing; without them those tests skip, saying so.
 */
import { ensureChromium, ensureDebianTools, SCALE_OUT_TOOLS } from '@vitrine/testkit'

if (!ensureChromium()) process.exit(1)
ensureDebianTools(SCALE_OUT_TOOLS, (line) => process.stderr.write(`${line}\n`))
