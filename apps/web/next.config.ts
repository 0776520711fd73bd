import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  devIndicators: false,
  // Workspace packages are TypeScript sources; Next compiles them with the site.
  transpilePackages: ['@vitrine/react'],
  // Bundle server-side dependencies too: left external, @mui/material-nextjs is required as
  // CommonJS while MUI is imported as ESM, giving two Emotion contexts (class names then differ
  // between the server HTML and the client).
  bundlePagesRouterDependencies: true,
}

export default config
