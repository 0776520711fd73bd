import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages are TypeScript sources; Next compiles them with the site.
  transpilePackages: ['@vitrine/react'],
}

export default config
