import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useAuth, useRememberedWallet, useUser, useWallet, type VitrineUser } from '@vitrine/react'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'
import { chainName } from '../format/chainName.ts'
import { DevAccountPicker } from './DevAccountPicker.tsx'

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
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Profile
        </Typography>
        {/* Filled again after a save here or when a shown field changes, not at every save of the
            user elsewhere (a wallet sign-in rewrites its authData): what is being typed is kept. */}
        <Stack
          component="form"
          spacing={2}
          onSubmit={save}
          aria-label="Profile"
          key={`${user.objectId}:${saves}:${user.username ?? ''}:${user.email ?? ''}`}
        >
          <TextField name="username" label="Username" defaultValue={user.username ?? ''} autoComplete="username" />
          <TextField name="email" label="Email" type="email" defaultValue={user.email ?? ''} autoComplete="email" />
          <TextField name="password" label="New password" type="password" autoComplete="new-password" />
          <Box>
            <Button type="submit" variant="contained" disabled={isUserUpdating}>
              {isUserUpdating ? 'Saving…' : 'Save changes'}
            </Button>
          </Box>
        </Stack>
        {userError && userError !== linkError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {userError.message}
          </Alert>
        )}
        {saved && !userError && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Saved.
          </Alert>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Wallets
        </Typography>
        {wallets.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">No wallet is linked to this account.</Typography>
            <Button variant="outlined" disabled={isUserUpdating} onClick={() => link()}>
              Link your wallet
            </Button>
            <Box sx={{ alignSelf: 'stretch' }}>
              <DevAccountPicker purpose="link" disabled={isUserUpdating} onPick={link} />
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1} data-testid="linked-wallets">
            {wallets.map((address) => (
              <Typography key={address} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {address}
              </Typography>
            ))}
          </Stack>
        )}
        {linkError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {linkError.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} data-testid="wallet-status">
          {isWeb3Enabled && account ? (
            <>
              <Chip label={`Connected: ${account}`} sx={{ maxWidth: '100%' }} />
              <Chip label={chainId === null ? 'Chain unknown' : chainName(chainId)} data-testid="wallet-chain" />
              <Button size="small" onClick={() => deactivateWeb3()}>
                Disconnect wallet
              </Button>
            </>
          ) : (
            <Chip label="No wallet connected" variant="outlined" />
          )}
        </Stack>
      </Paper>

      <Button
        variant="outlined"
        color="error"
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
