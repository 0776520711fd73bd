import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useAuth } from '@vitrine/react'
import Head from 'next/head'
import { AccountSettings } from '../src/components/AccountSettings.tsx'
import NextLink from '../src/components/SiteLink.tsx'

/** Account settings, or a way to sign in. */
export default function Account() {
  const { status, user } = useAuth()
  // The heading is in the server HTML whatever the session: who is signed in is only known in
  // the browser, and the first paint should not wait for it.
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Head>
        <title>Account · Vitrine</title>
      </Head>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Account settings
      </Typography>
      {status === 'undefined' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          {/* In the server HTML until the page's scripts run: turning only (a transform the
              compositor animates), not the arc's shrinking, which repaints every frame. */}
          <CircularProgress disableShrink aria-label="Loading your account" />
        </Box>
      ) : !user ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            You are not signed in
          </Typography>
          <Button component={NextLink} href="/sign-in" variant="contained">
            Sign in
          </Button>
        </Paper>
      ) : (
        <AccountSettings user={user} />
      )}
    </Box>
  )
}
