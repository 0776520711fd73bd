import { join } from 'node:path'
import type { NextConfig } from 'next'
// Before any of Next's server code: React's server renderer checks for it once, when loaded.
import './src/node/polyfillArrayBufferDetached.ts'
import { eagerCompileHints } from './src/shell/eagerCompileHints.ts'
import { HSTS, NOSNIFF, NOSNIFF_SOURCE, securityHeaders } from './src/shell/securityHeaders.ts'
import { parseSiteEnv } from './src/siteEnv.ts'

// A bad NEXT_PUBLIC_* value stops dev, build and start here, naming the variable.
parseSiteEnv()

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  devIndicators: false,
  // The development server serves its own resources (hot reload) to localhost only; the site is
  // as much itself at the other loopback names (the backend accepts them for sign-in too).
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // Workspace packages are TypeScript sources; Next compiles them with the site.
  transpilePackages: ['@vitrine/react', '@vitrine/api', '@vitrine/market', '@vitrine/runtime'],
  // Bundle server-side dependencies too: left external, @mui/material-nextjs is required as
  // CommonJS while MUI is imported as ESM, giving two Emotion contexts (class names then differ
  // between the server HTML and the client).
  bundlePagesRouterDependencies: true,
  // MUI's theming with CSS variables (about 6 KiB gzip on every page) is never used: the theme
  // (src/theme.ts) has no `cssVariables` or `colorSchemes`, so MUI takes its plain path, but
  // `createTheme` and `ThemeProvider` import both. Its two modules are replaced by ones that throw.
  webpack(webpackConfig, { webpack, isServer, dev }) {
    webpackConfig.plugins.push(
      new webpack.NormalModuleReplacementPlugin(
        /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
        (resource: { context: string; request: string }) => {
          if (!/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) return
          resource.request = join(
            import.meta.dirname,
            'src/shell/muiWithoutCssVars',
            resource.request.replace(/^\.\/(.*)\.mjs$/, '$1.ts'),
          )
        },
      ),
    )
    // The scripts a page starts with are compiled by V8 off the main thread (eagerCompileHints.ts).
    if (!isServer && !dev) webpackConfig.plugins.push(eagerCompileHints(webpack))
    return webpackConfig
  },
  // `next dev` (Turbopack) keeps MUI whole: the replacement above is for the production build.
  turbopack: {},
  // The CSP is set per request by proxy.ts; these are the same for every answer.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      { source: NOSNIFF_SOURCE, headers: [NOSNIFF] },
      // A TLS proxy in front says the browser came over HTTPS; over plain HTTP it means nothing.
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
    ]
  },
}

export default config
