import '../src/shell/hydrateInTransition.ts'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import '../src/shell/baseline.css'
import type { EmotionCache } from '@emotion/cache'
import { HydrationBoundary } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { SiteLayout } from '../src/components/SiteLayout.tsx'
import { GoogleAnalytics } from '../src/shell/GoogleAnalytics.tsx'
import { PageViewReporter } from '../src/shell/PageViewReporter.tsx'
import { ServerStyleCache } from '../src/shell/serverStyleCache.ts'
import { siteConfig } from '../src/siteConfig.ts'

/**
 * The shell every page renders in: wallet-and-user context, data cache, the light theme (its base
 * in baseline.css; MUI's theme around the pages that use MUI, withMuiTheme.tsx), page views.
 * `emotionCache` is given by `_document` on the server, for those pages' styles.
 */
export default function App(props: AppProps & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache } = props
  return (
    <ServerStyleCache.Provider value={emotionCache}>
      <Head>
        <title>{siteConfig.name}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Vitrine: collect, create and trade NFTs." />
      </Head>
      <VitrineProvider
        appId={siteConfig.appId}
        serverUrl={siteConfig.serverUrl}
        chainId={siteConfig.chainId}
        rpcUrl={siteConfig.rpcUrl}
      >
        <PageViewReporter />
        <GoogleAnalytics />
        <SiteLayout>
          {/* The page's data, prefetched on the server (getServerSideProps), into the query cache. */}
          <HydrationBoundary state={pageProps.dehydratedState}>
            <Component {...pageProps} />
          </HydrationBoundary>
        </SiteLayout>
      </VitrineProvider>
    </ServerStyleCache.Provider>
  )
}
