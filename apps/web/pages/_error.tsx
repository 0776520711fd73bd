import type { NextPageContext } from 'next'
import { ErrorPage, type ErrorPageProps, errorStatus } from '../src/shell/ErrorPage.tsx'

/**
 * The not-found and server-error page, rendered per request (`getInitialProps`) instead of
 * exported at build as a `pages/404` is: with the per-request CSP of `proxy.ts` in front, Next's
 * router asks an exported page's path again after hydration through its data route, one more 404
 * in every not-found page's console.
 */
export default function ErrorRoute(props: ErrorPageProps) {
  return <ErrorPage {...props} />
}

ErrorRoute.getInitialProps = (context: NextPageContext): ErrorPageProps => ({ statusCode: errorStatus(context) })
