import type { AppProps } from 'next/app'
import Head from 'next/head'

/** The shell every page renders in. The provider, theme and page views come with @vitrine/react. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <title>Vitrine</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
    </>
  )
}
