import '../src/shell/hydrateInTransition.ts'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter'
import { HydrationBoundary } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { SiteLayout } from '../src/components/SiteLayout.tsx'
import { GoogleAnalytics } from '../src/shell/GoogleAnalytics.tsx'
import { PageViewReporter } from '../src/shell/PageViewReporter.tsx'
import { siteConfig } from '../src/siteConfig.ts'
import { theme } from '../src/theme.ts'

/** The shell every page renders in: wallet-and-user context, data cache, the light theme, page views. */
export default function App(props: AppProps) {
  const { Component, pageProps } = props
  return (
    <AppCacheProvider {...props}>
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
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <PageViewReporter />
          <GoogleAnalytics />
          <SiteLayout>
            {/* The page's data, prefetched on the server (getServerSideProps), into the query cache. */}
            <HydrationBoundary state={pageProps.dehydratedState}>
              <Component {...pageProps} />
            </HydrationBoundary>
          </SiteLayout>
        </ThemeProvider>
      </VitrineProvider>
    </AppCacheProvider>
  )
}
