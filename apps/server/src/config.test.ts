import { describe, expect, test } from 'vitest'
import { parseConfig, secretsOf } from './config.ts'

const base = { MASTER_KEY: 'a-long-enough-master-key', DATABASE_URL: 'postgres://localhost:5433/vitrine' }

describe('parseConfig', () => {
  test('defaults: port 2053, mount /server, app id vitrine, local chain', () => {
    const config = parseConfig(base)
    expect(config).toMatchObject({
      appId: 'vitrine',
      port: 2053,
      serverUrl: 'http://localhost:2053/server',
      mountPath: '/server',
      chainId: 31337,
      siteUrl: 'http://localhost:3000',
    })
  })

  test('CLOUD_CODE: its file as an absolute path, reloaded on change in development only', () => {
    expect(parseConfig(base).cloudCode).toBeUndefined()
    expect(parseConfig({ ...base, CLOUD_CODE: 'cloud/main.js' }).cloudCode).toEqual({
      file: `${process.cwd()}/cloud/main.js`,
      reload: false,
    })
    expect(parseConfig({ ...base, CLOUD_CODE: '/srv/cloud/main.js', NODE_ENV: 'development' }).cloudCode).toEqual({
      file: '/srv/cloud/main.js',
      reload: true,
    })
  })

  test('a missing app id or server URL fails with the exact messages', () => {
    expect(() => parseConfig({ ...base, APP_ID: '' })).toThrow(/^No appId is provided\.\.\./)
    expect(() => parseConfig({ ...base, SERVER_URL: '' })).toThrow(/^No serverUrl is provided\.\.\./)
  })

  test('a bad value names its variable', () => {
    expect(() => parseConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseConfig({ ...base, MASTER_KEY: 'short' })).toThrow(/MASTER_KEY: must be at least 16/)
    expect(() => parseConfig({ MASTER_KEY: base.MASTER_KEY })).toThrow(/DATABASE_URL/)
    expect(() => parseConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    )
    expect(parseConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379')
  })

  test('ONRAMP_: off unless all four are set; some of them is a mistake that names the missing ones', () => {
    expect(parseConfig(base).onramp).toBeNull()
    const onramp = {
      ONRAMP_PROVIDER_URL: 'https://buy-sandbox.moonpay.com',
      ONRAMP_API_KEY: 'pk_test_1',
      ONRAMP_SECRET_KEY: 'sk_test_1',
      ONRAMP_WEBHOOK_KEY: 'wk_test_1',
    }
    const config = parseConfig({ ...base, ...onramp })
    expect(config.onramp).toEqual({
      providerUrl: 'https://buy-sandbox.moonpay.com',
      apiKey: 'pk_test_1',
      secretKey: 'sk_test_1',
      webhookKey: 'wk_test_1',
      webhookToleranceSeconds: 300,
    })
    // The keys are scrubbed from every log line.
    expect(secretsOf(config)).toEqual(expect.arrayContaining(['sk_test_1', 'wk_test_1']))
    expect(() => parseConfig({ ...base, ONRAMP_API_KEY: 'pk', ONRAMP_SECRET_KEY: 'sk' })).toThrow(
      /ONRAMP_PROVIDER_URL, ONRAMP_WEBHOOK_KEY: needed with ONRAMP_API_KEY, ONRAMP_SECRET_KEY/,
    )
    expect(() => parseConfig({ ...base, ...onramp, ONRAMP_PROVIDER_URL: 'moonpay' })).toThrow(/ONRAMP_PROVIDER_URL/)
  })

  test("swaps: off by default; on with a router (and its tokens), or with 1inch's URL and key, both or neither", () => {
    expect(parseConfig(base).swap).toBeNull()
    const router = '0xa513e6e4b8f2a923d98304ec87f64353c4d5c853'
    expect(
      parseConfig({ ...base, SWAP_ROUTER_ADDRESS: router, SWAP_TOKENS: '0x2279b7a0a67db372996a5fab50d91eaa73d2ebe6' })
        .swap,
    ).toEqual({
      router: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
      tokens: ['0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'],
      oneInch: null,
    })
    expect(() => parseConfig({ ...base, SWAP_ROUTER_ADDRESS: router, SWAP_TOKENS: 'vUSD' })).toThrow(
      /SWAP_TOKENS: vUSD is not an address/,
    )
    const oneInch = parseConfig({ ...base, ONEINCH_API_URL: 'https://api.1inch.dev', ONEINCH_API_KEY: 'key-1inch' })
    expect(oneInch.swap?.oneInch).toEqual({ apiUrl: 'https://api.1inch.dev', apiKey: 'key-1inch' })
    expect(secretsOf(oneInch)).toContain('key-1inch')
    expect(() => parseConfig({ ...base, ONEINCH_API_KEY: 'key-1inch' })).toThrow(
      /ONEINCH_API_URL, ONEINCH_API_KEY: set both or neither/,
    )
  })

  test('RARIBLE_API_: off by default; both set, read; one alone names the other', () => {
    expect(parseConfig(base).raribleApi).toBeNull()
    const config = parseConfig({ ...base, RARIBLE_API_URL: 'https://api.rarible.org', RARIBLE_API_KEY: 'rk_1' })
    expect(config.raribleApi).toEqual({ url: 'https://api.rarible.org', apiKey: 'rk_1' })
    expect(secretsOf(config)).toContain('rk_1')
    expect(() => parseConfig({ ...base, RARIBLE_API_KEY: 'rk_1' })).toThrow(
      /RARIBLE_API_URL: needed with RARIBLE_API_KEY/,
    )
    expect(() => parseConfig({ ...base, RARIBLE_API_URL: 'rarible', RARIBLE_API_KEY: 'rk' })).toThrow(/RARIBLE_API_URL/)
  })

  test('OFFER_CURRENCIES: offers are paid in WETH, then the tokens listed (addresses, each checked, no repeat)', () => {
    const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const vusd = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
    expect(parseConfig({ ...base, WETH_ADDRESS: weth }).market?.offerCurrencies).toEqual([weth])
    const listed = parseConfig({ ...base, WETH_ADDRESS: weth, OFFER_CURRENCIES: `${vusd.toLowerCase()}, ${weth}` })
    expect(listed.market?.offerCurrencies).toEqual([weth, vusd])
    expect(() => parseConfig({ ...base, WETH_ADDRESS: weth, OFFER_CURRENCIES: 'USDC' })).toThrow(
      /OFFER_CURRENCIES: USDC is not an address/,
    )
  })

  test('CORS_ORIGINS: a list of origins, each checked; unset or empty, any origin', () => {
    expect(parseConfig(base).corsOrigins).toBeUndefined()
    expect(parseConfig({ ...base, CORS_ORIGINS: ' ' }).corsOrigins).toBeUndefined()
    expect(parseConfig({ ...base, CORS_ORIGINS: 'https://a.example/, http://localhost:3000' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ])
    expect(() => parseConfig({ ...base, CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS: .* is not an origin/,
    )
  })

  test('TRUST_PROXY=true is refused with a sentence; hops and subnets are taken', () => {
    expect(() => parseConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For.*name the number of proxies/,
    )
    expect(parseConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(parseConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8'])
    expect(parseConfig(base).trustProxy).toBe(false)
  })

  test('MASTER_KEY_IPS: loopback, and the addresses or subnets it adds', () => {
    expect(parseConfig(base).masterKeyIps).toEqual(['127.0.0.0/8', '::1'])
    expect(parseConfig({ ...base, MASTER_KEY_IPS: '10.1.2.3, 192.168.0.0/16, fd00::/8' }).masterKeyIps).toEqual([
      '127.0.0.0/8',
      '::1',
      '10.1.2.3',
      '192.168.0.0/16',
      'fd00::/8',
    ])
    expect(() => parseConfig({ ...base, MASTER_KEY_IPS: 'everyone' })).toThrow(
      /MASTER_KEY_IPS: everyone is not an address/,
    )
    expect(() => parseConfig({ ...base, MASTER_KEY_IPS: '10.0.0.0/33' })).toThrow(/MASTER_KEY_IPS/)
  })

  test('MORALIS_SIGNING_MESSAGES: one message or a JSON array; the stamp on unless turned off', () => {
    expect(parseConfig(base).moralisSignIn).toEqual({ messages: ['Moralis Authentication'], legacyStamp: true })
    expect(parseConfig({ ...base, MORALIS_SIGNING_MESSAGES: 'Log in, please' }).moralisSignIn?.messages).toEqual([
      'Log in, please',
    ])
    expect(
      parseConfig({ ...base, MORALIS_SIGNING_MESSAGES: '["One", "Two"]', MORALIS_LEGACY_SIGN_IN: 'false' })
        .moralisSignIn,
    ).toEqual({ messages: ['One', 'Two'], legacyStamp: false })
    expect(() => parseConfig({ ...base, MORALIS_SIGNING_MESSAGES: '["One", 2]' })).toThrow(/MORALIS_SIGNING_MESSAGES/)
    expect(() => parseConfig({ ...base, MORALIS_LEGACY_SIGN_IN: 'maybe' })).toThrow(/MORALIS_LEGACY_SIGN_IN/)
  })

  test('DASHBOARD: refused with a plain-HTTP SERVER_URL beyond this machine (its password is the master key)', () => {
    expect(parseConfig({ ...base, DASHBOARD: 'true' }).dashboard).toBe(true)
    expect(parseConfig({ ...base, DASHBOARD: 'true', SERVER_URL: 'https://api.example.com/server' }).dashboard).toBe(
      true,
    )
    expect(() => parseConfig({ ...base, DASHBOARD: 'true', SERVER_URL: 'http://api.example.com/server' })).toThrow(
      /DASHBOARD: its password is the master key.*in clear at http:\/\/api\.example\.com/,
    )
    expect(parseConfig({ ...base, SERVER_URL: 'http://api.example.com/server' }).dashboard).toBe(false)
  })

  test('budgets: the documented defaults (docs/configuration.md); each a whole number above 0, named when not', () => {
    const config = parseConfig(base)
    expect(config.budgets).toEqual({
      pageViewsPerMinute: 120,
      liveStreamsPerClient: 20,
      postOrdersPerMinute: 120,
      activeOrdersPerMaker: 1_000,
      emailChangesPerDay: 10,
    })
    expect(config.files.uploadBytesPerDay).toBe(1_000_000_000)
    expect(parseConfig({ ...base, ACTIVE_ORDERS_PER_MAKER: '50' }).budgets.activeOrdersPerMaker).toBe(50)
    expect(() => parseConfig({ ...base, LIVE_STREAMS_PER_CLIENT: '0' })).toThrow(/LIVE_STREAMS_PER_CLIENT/)
    expect(() => parseConfig({ ...base, UPLOAD_BYTES_PER_DAY: 'a lot' })).toThrow(/UPLOAD_BYTES_PER_DAY/)
  })
})
