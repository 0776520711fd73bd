/**
 * Ports of the stack the browser tests run, away from the defaults of a developer's own stack,
 * and below Linux's ephemeral range (32768 and up), where any outgoing connection may hold one.
 * `E2E_PORT_OFFSET` (0 to 700) moves them all, so two checkouts can run their browser tests at once
 * (and the stacks of scripts/start.test.ts too).
 */
export const e2ePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0)
if (!Number.isInteger(e2ePortOffset) || e2ePortOffset < 0 || e2ePortOffset > 700) {
  throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 700, not ${process.env.E2E_PORT_OFFSET}.`)
}
const offset = e2ePortOffset

export const e2ePorts = {
  PORT: 32053 + offset,
  WEB_PORT: 31000 + offset,
  PG_PORT: 31433 + offset,
  ANVIL_PORT: 31545 + offset,
}

/** The fake card on-ramp the stack under test is configured with (the `fiat` source). */
export const e2eOnrampPort = 30000 + offset
export const E2E_ONRAMP_KEYS = {
  apiKey: 'pk_test_e2e',
  secretKey: 'sk_test_e2e_secret',
  webhookKey: 'wk_test_e2e_hook',
}

/** The fake Rarible order API the stack under test reads (the `rarible` source's listings elsewhere). */
export const e2eRariblePort = 29000 + offset
export const E2E_RARIBLE_KEY = 'rarible_e2e_key'
/** The token id the fake Rarible API has a listing of, in any collection. */
export const E2E_RARIBLE_TOKEN_ID = '5'

export const e2eServerUrl = `http://localhost:${e2ePorts.PORT}/server`
export const e2eRpcUrl = `http://127.0.0.1:${e2ePorts.ANVIL_PORT}`
