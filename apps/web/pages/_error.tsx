import type { NextPageContext } from 'next'
import { ErrorPage, type ErrorPageProps, errorStatus } from '../src/shell/ErrorPage.tsx'
import { MuiTheme } from '../src/shell/withMuiTheme.tsx'

/**
 * The not-found and server-error page, rendered per request (`getInitialProps`) instead of
 * exported at build as a `pages/404` is: with the per-request CSP of `proxy.ts` in front, Next's
 * router asks an exported page's path again after hydration through its data route, one more 404
 * in every not-found page's console.
 */
export default function ErrorRoute(props: ErrorPageProps) {
  return (
    <MuiTheme>
      <ErrorPage {...props} />
    </MuiTheme>
  )
}

ErrorRoute.getInitialProps = (context: NextPageContext): ErrorPageProps => ({ statusCode: errorStatus(context) })
