import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devAccount } from '@vitrine/devchain'
import { startFakeOnramp, startFakeRarible, startStack as startVitrine } from '@vitrine/testkit'
import {
  E2E_ONRAMP_KEYS,
  E2E_RARIBLE_KEY,
  E2E_RARIBLE_TOKEN_ID,
  e2eOnrampPort,
  e2ePorts,
  e2eRariblePort,
} from './e2ePorts.ts'
import { E2E_GA_MEASUREMENT_ID } from './fixtures.ts'

const TUTORIAL_CLOUD_CODE = fileURLToPath(
  new URL('../apps/server/test/cloudCode/updateActiveItems.js', import.meta.url),
)

/**
 * `npm start` with the site built for production, on a data folder of its own, a fake card
 * on-ramp (MoonPay's API) and a fake Rarible order API configured; stopped after.
 */
export default async function startStack() {
  const onramp = await startFakeOnramp(E2E_ONRAMP_KEYS, e2eOnrampPort)
  const rarible = await startFakeRarible(
    E2E_RARIBLE_KEY,
    [{ contract: '*', tokenId: E2E_RARIBLE_TOKEN_ID, maker: devAccount(6).address, price: '0.9' }],
    e2eRariblePort,
  )
  const stack = await startVitrine({
    env: {
      ...Object.fromEntries(Object.entries(e2ePorts).map(([k, v]) => [k, String(v)])),
      WEB_MODE: 'production',
      LOG_LEVEL: 'warn',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
      ONRAMP_PROVIDER_URL: onramp.url,
      ONRAMP_API_KEY: E2E_ONRAMP_KEYS.apiKey,
      ONRAMP_SECRET_KEY: E2E_ONRAMP_KEYS.secretKey,
      ONRAMP_WEBHOOK_KEY: E2E_ONRAMP_KEYS.webhookKey,
      RARIBLE_API_URL: rarible.url,
      RARIBLE_API_KEY: E2E_RARIBLE_KEY,
      // One browser visits pages far faster than a person: a page view refused would be a console error.
      PAGE_VIEWS_PER_MINUTE: '100000',
      // The Moralis marketplace tutorial's cloud code, as its app uploaded it (moralisTutorial.e2e.ts).
      CLOUD_CODE: TUTORIAL_CLOUD_CODE,
    },
  })
  process.env.E2E_DATA_DIR = stack.dataDir
  return async () => {
    await stack.stop()
    await onramp.close()
    await rarible.close()
  }
}

/** The master key of the stack under test, for checks only an operator may make. */
export function e2eMasterKey(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts')
  return (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { masterKey: string }).masterKey
}
