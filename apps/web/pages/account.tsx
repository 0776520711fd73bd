import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useAuth } from '@vitrine/react'
import Head from 'next/head'
import { AccountSettings } from '../src/components/AccountSettings.tsx'
import { SignInPrompt } from '../src/components/SignInPrompt.tsx'
import { withMuiTheme } from '../src/shell/withMuiTheme.tsx'

/** Account settings, or a way to sign in. */
function Account() {
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
        <SignInPrompt>You are not signed in</SignInPrompt>
      ) : (
        <AccountSettings user={user} />
      )}
    </Box>
  )
}

export default withMuiTheme(Account)
