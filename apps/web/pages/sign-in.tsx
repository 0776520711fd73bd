import { useAuth, useWallet } from '@vitrine/react'
import Head from 'next/head'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'
import { Alert } from '../src/components/Alert.tsx'
import { Button } from '../src/components/Button.tsx'
import { DevAccountPicker } from '../src/components/DevAccountPicker.tsx'
import page from '../src/components/page.module.css'
import { SectionTabs } from '../src/features/common/SectionTabs.tsx'
import { TextField } from '../src/features/common/TextField.tsx'

const MODES = [
  { value: 'login', label: 'Log in' },
  { value: 'signup', label: 'Create account' },
] as const

/**
 * Wallet sign-in (or a local chain's dev account), or username and password: log in or create an
 * account. Static CSS only: the page's first load carries no MUI.
 */
export default function SignIn() {
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
    <div className={page.narrow}>
      <Head>
        <title>Sign in · Vitrine</title>
      </Head>
      <h1 className={page.title}>Sign in</h1>
      <div className={page.panel}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={isAuthenticating}
          busy={isAuthenticating}
          onClick={() => authenticate({ onSuccess: done })}
        >
          {isAuthenticating ? 'Waiting for your wallet…' : 'Sign in with your wallet'}
        </Button>
        <p className={page.note}>Your wallet asks you to sign a message. It costs nothing and sends no transaction.</p>
        <DevAccountPicker
          disabled={isAuthenticating}
          onPick={(devAccount) => authenticate({ devAccount, onSuccess: done })}
        />
        <div className={page.divider}>or</div>
        <div style={{ marginBottom: 16 }}>
          <SectionTabs label="Log in or create an account" tabs={MODES} value={mode} onChange={setMode} fullWidth />
        </div>
        <form
          className={page.stack}
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
        </form>
        {problem && (
          <Alert severity="error" className={page.spaced}>
            {problem.message}
          </Alert>
        )}
      </div>
    </div>
  )
}
