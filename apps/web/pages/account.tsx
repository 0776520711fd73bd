import { useAuth } from '@vitrine/react'
import Head from 'next/head'
import { AccountSettings } from '../src/components/AccountSettings.tsx'
import page from '../src/components/page.module.css'
import { SignInPrompt } from '../src/components/SignInPrompt.tsx'
import { Spinner } from '../src/components/Spinner.tsx'

/** Account settings, or a way to sign in. Static CSS only: the page's first load carries no MUI. */
export default function Account() {
  const { status, user } = useAuth()
  // The heading is in the server HTML whatever the session: who is signed in is only known in
  // the browser, and the first paint should not wait for it.
  return (
    <div className={page.medium}>
      <Head>
        <title>Account · Vitrine</title>
      </Head>
      <h1 className={page.title}>Account settings</h1>
      {status === 'undefined' ? (
        <div className={page.centered}>
          {/* In the server HTML until the page's scripts run: a turning ring, a transform the
              compositor animates. */}
          <Spinner size={40} label="Loading your account" />
        </div>
      ) : !user ? (
        <SignInPrompt>You are not signed in</SignInPrompt>
      ) : (
        <AccountSettings user={user} />
      )}
    </div>
  )
}
