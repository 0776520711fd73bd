import { useAuth, useRememberedWallet, useUser, useWallet, type VitrineUser } from '@vitrine/react'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'
import { TextField } from '../features/common/TextField.tsx'
import { chainName } from '../format/chainName.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'
import { DevAccountPicker } from './DevAccountPicker.tsx'
import page from './page.module.css'

const EDITABLE = ['username', 'email', 'password'] as const

/** The signed-in user's profile, wallets and log-out. */
export function AccountSettings({ user }: { user: VitrineUser }) {
  const router = useRouter()
  const { logout } = useAuth()
  const { setUserData, linkWallet, isUserUpdating, userError } = useUser()
  // The wallet's status is shown here: one enabled on an earlier visit comes back for it.
  useRememberedWallet()
  const { account, chainId, isWeb3Enabled, deactivateWeb3 } = useWallet()
  const [saved, setSaved] = useState(false)
  // Shown under Wallets, where the user asked to link, not under the profile form.
  const [linkError, setLinkError] = useState<Error | null>(null)
  const link = (devAccount?: `0x${string}`) => {
    setLinkError(null)
    void linkWallet({ devAccount, onError: setLinkError })
  }
  // Each successful save fills the form again from the saved user (and clears the password).
  const [saves, setSaves] = useState(0)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaved(false)
    const form = new FormData(event.currentTarget)
    const fields: Record<string, string> = {}
    for (const key of EDITABLE) {
      const value = String(form.get(key) ?? '')
      if (value && value !== user[key]) fields[key] = value
    }
    if (Object.keys(fields).length === 0) return
    await setUserData(fields, {
      onSuccess: () => {
        setSaved(true)
        setSaves((count) => count + 1)
      },
    })
  }

  const wallets = user.accounts ?? (user.ethAddress ? [user.ethAddress] : [])
  return (
    <>
      <section aria-labelledby="profile-heading" className={`${page.panel} ${page.section}`}>
        <h2 id="profile-heading" className={page.heading}>
          Profile
        </h2>
        {/* Filled again after a save here or when a shown field changes, not at every save of the
            user elsewhere (a wallet sign-in rewrites its authData): what is being typed is kept. */}
        <form
          className={page.stack}
          onSubmit={save}
          aria-label="Profile"
          key={`${user.objectId}:${saves}:${user.username ?? ''}:${user.email ?? ''}`}
        >
          <TextField name="username" label="Username" defaultValue={user.username ?? ''} autoComplete="username" />
          <TextField name="email" label="Email" type="email" defaultValue={user.email ?? ''} autoComplete="email" />
          <TextField name="password" label="New password" type="password" autoComplete="new-password" />
          <div>
            <Button type="submit" variant="contained" disabled={isUserUpdating}>
              {isUserUpdating ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
        {userError && userError !== linkError && (
          <Alert severity="error" className={page.spaced}>
            {userError.message}
          </Alert>
        )}
        {saved && !userError && (
          <Alert severity="success" role="status" className={page.spaced}>
            Saved.
          </Alert>
        )}
      </section>

      <section aria-labelledby="wallets-heading" className={`${page.panel} ${page.section}`}>
        <h2 id="wallets-heading" className={page.heading}>
          Wallets
        </h2>
        {wallets.length === 0 ? (
          <div className={page.stack} style={{ alignItems: 'flex-start', gap: 12 }}>
            <p className={page.secondary}>No wallet is linked to this account.</p>
            <Button variant="outlined" disabled={isUserUpdating} onClick={() => link()}>
              Link your wallet
            </Button>
            <div style={{ alignSelf: 'stretch' }}>
              <DevAccountPicker purpose="link" disabled={isUserUpdating} onPick={link} />
            </div>
          </div>
        ) : (
          <div className={page.stack} style={{ gap: 8 }} data-testid="linked-wallets">
            {wallets.map((address) => (
              <p key={address} className={page.mono}>
                {address}
              </p>
            ))}
          </div>
        )}
        {linkError && (
          <Alert severity="error" className={page.spaced}>
            {linkError.message}
          </Alert>
        )}
        <div className={page.row} style={{ marginTop: 16 }} data-testid="wallet-status">
          {isWeb3Enabled && account ? (
            <>
              <span className={page.chip}>Connected: {account}</span>
              <span className={page.chip} data-testid="wallet-chain">
                {chainId === null ? 'Chain unknown' : chainName(chainId)}
              </span>
              <Button size="small" onClick={() => deactivateWeb3()}>
                Disconnect wallet
              </Button>
            </>
          ) : (
            <span className={`${page.chip} ${page.chipOutlined}`}>No wallet connected</span>
          )}
        </div>
      </section>

      <Button
        variant="danger"
        onClick={async () => {
          await logout()
          await router.push('/')
        }}
      >
        Log out
      </Button>
    </>
  )
}
