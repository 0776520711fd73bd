const serverUrl = process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:2053/server'

/**
 * What the site needs to know of its backend and chain; set by `npm start`, inlined at build time.
 * Each value is checked by siteEnv.ts when Next starts; these literal reads are what Next inlines.
 */
export const siteConfig = {
  name: 'Vitrine',
  appId: process.env.NEXT_PUBLIC_APP_ID ?? 'vitrine',
  serverUrl,
  /** Origin of the backend, where its media service serves pictures (`/media/…`). */
  mediaOrigin: new URL(serverUrl).origin,
  chainId: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 31337),
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545',
  /** Google Analytics 4 measurement id; page views go there too when it is set. */
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '',
}
