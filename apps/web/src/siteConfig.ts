/** What the site needs to know of its backend and chain; set by `npm start`, read at build time. */
export const siteConfig = {
  name: 'Vitrine',
  appId: process.env.NEXT_PUBLIC_APP_ID ?? 'vitrine',
  serverUrl: process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:2053/server',
  chainId: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 31337),
  rpcUrl: process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545',
  /** Google Analytics 4 measurement id; page views go there too when it is set. */
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '',
}
