import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useAuth, useWallet } from '@vitrine/react'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'
import { DevAccountPicker } from '../src/components/DevAccountPicker.tsx'
import { SectionTabs } from '../src/features/common/SectionTabs.tsx'
import { withMuiTheme } from '../src/shell/withMuiTheme.tsx'

const MODES = [
  { value: 'login', label: 'Log in' },
  { value: 'signup', label: 'Create account' },
] as const

/** Wallet sign-in (or a local chain's dev account), or username and password: log in or create an account. */
function SignIn() {
  const router = useRouter()
  const { authenticate, login, signup, isAuthenticating, error } = useAuth()
  const { web3EnableError } = useWallet()
  const [mode, setMode] = useState<'login' | 'signup'>('login')
  const done = () => void router.push('/account')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const username = String(form.get('username') ?? '')
    const password = String(form.get('password') ?? '')
    if (mode === 'login') await login(username, password, { usePost: true, onSuccess: done })
    else await signup(username, password, String(form.get('email') ?? '') || undefined, {}, { onSuccess: done })
  }

  const problem = error ?? web3EnableError
  return (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <Head>
        <title>Sign in · Vitrine</title>
      </Head>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Sign in
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={isAuthenticating}
          onClick={() => authenticate({ onSuccess: done })}
          startIcon={isAuthenticating ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {isAuthenticating ? 'Waiting for your wallet…' : 'Sign in with your wallet'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Your wallet asks you to sign a message. It costs nothing and sends no transaction.
        </Typography>
        <DevAccountPicker
          disabled={isAuthenticating}
          onPick={(devAccount) => authenticate({ devAccount, onSuccess: done })}
        />
        <Divider sx={{ my: 3 }}>or</Divider>
        <Box sx={{ mb: 2 }}>
          <SectionTabs label="Log in or create an account" tabs={MODES} value={mode} onChange={setMode} fullWidth />
        </Box>
        <Stack
          component="form"
          spacing={2}
          onSubmit={submit}
          aria-label={mode === 'login' ? 'Log in' : 'Create account'}
          id={`panel-${mode}`}
        >
          <TextField name="username" label="Username" autoComplete="username" required />
          {mode === 'signup' && <TextField name="email" label="Email (optional)" type="email" autoComplete="email" />}
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
          />
          <Button type="submit" variant="outlined" size="large" disabled={isAuthenticating}>
            {mode === 'login' ? 'Log in' : 'Create account'}
          </Button>
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 3 }} role="alert">
            {problem.message}
          </Alert>
        )}
      </Paper>
    </Box>
  )
}

export default withMuiTheme(SignIn)
