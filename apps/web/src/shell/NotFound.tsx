import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import Head from 'next/head'
import NextLink from '../components/SiteLink.tsx'

/** Any unknown page, collection, token or address: a real 404, with ways back in. */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, maxWidth: 560, mx: 'auto' }}>
      <Head>
        <title>Not found · Vitrine</title>
      </Head>
      <Typography variant="overline" color="text.secondary" component="p">
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1.5 }}>
        Nothing here
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        No page, collection or item lives at this address. It may never have existed, or the link may be mistyped.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={NextLink} href="/" variant="contained" size="large">
          Back home
        </Button>
        <Button component={NextLink} href="/explore" variant="outlined" size="large">
          Explore collections
        </Button>
      </Box>
    </Box>
  )
}
