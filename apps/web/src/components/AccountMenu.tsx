import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useAuth } from '@vitrine/react'
import dynamic from 'next/dynamic'
import NextLink from 'next/link'
import { useState } from 'react'
import { shortAddress } from '../shortAddress.ts'

const initialStyle = {
  width: 24,
  height: 24,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: 13,
  fontWeight: 700,
  bgcolor: 'secondary.main',
  color: 'primary.main',
} as const

const AccountMenuPopup = dynamic(() => import('./AccountMenuPopup.tsx'), { ssr: false })

/** Sign in, or who is signed in with a menu to the account and out. */
export function AccountMenu() {
  const { status, user } = useAuth()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  if (status === 'undefined') {
    // Holds the button's place while the stored session is read (Skeleton would add bundle weight).
    return <Box aria-hidden sx={{ width: 96, height: 36, borderRadius: 2, bgcolor: 'grey.800' }} />
  }
  if (!user || status === 'unauthenticated') {
    return (
      <Button component={NextLink} href="/sign-in" variant="contained" color="secondary">
        Sign in
      </Button>
    )
  }
  // Wallet users are named after their address until they choose a name: show it short.
  const named = user.username && user.username.toLowerCase() !== user.ethAddress?.toLowerCase()
  const label = named ? (user.username as string) : user.ethAddress ? shortAddress(user.ethAddress) : 'Account'
  return (
    <>
      <Button
        color="secondary"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${label}`}
        startIcon={
          <Box component="span" aria-hidden sx={initialStyle}>
            {label.slice(0, 1).toUpperCase()}
          </Box>
        }
        data-testid="account-button"
      >
        {status === 'authenticating' ? 'Signing in…' : label}
      </Button>
      <AccountMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  )
}
