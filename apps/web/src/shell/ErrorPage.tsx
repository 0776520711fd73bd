import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { NextPageContext } from 'next'
import Head from 'next/head'
import { NotFound } from './NotFound.tsx'

export type ErrorPageProps = { statusCode: number }

/**
 * As Next's own error page decides: on the server the answer's status; in the browser an error is
 * a crash, and no error a page not found (a client-side navigation to a path whose data says so).
 */
export const errorStatus = ({ res, err }: Pick<NextPageContext, 'res' | 'err'>): number =>
  res?.statusCode ?? (err ? (err.statusCode ?? 500) : 404)

/** A 404 (an unknown path, or a page whose data says not found), or a server error. */
export function ErrorPage({ statusCode }: ErrorPageProps) {
  if (statusCode === 404) return <NotFound />
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, maxWidth: 560, mx: 'auto' }}>
      <Head>
        <title>Something went wrong · Vitrine</title>
      </Head>
      <Typography variant="overline" color="text.secondary" component="p">
        {statusCode}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1.5 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page could not be shown just now. Try again in a moment.
      </Typography>
      {/* A full load, not a client-side one: the app that failed here starts afresh. */}
      <Button href="/" variant="contained" size="large">
        Back home
      </Button>
    </Box>
  )
}
