import Box from '@mui/material/Box'
import { useAuth } from '@vitrine/react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { shortAddress } from '../shortAddress.ts'
import { walletAddressOf } from '../walletAddressOf.ts'
import { buttonStyle } from './buttonStyle.ts'
import NextLink from './SiteLink.tsx'

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
      <Box component={NextLink} href="/sign-in" sx={buttonStyle.light}>
        Sign in
      </Box>
    )
  }
  // Wallet users are named after their address until they choose a name: show it short.
  const named = user.username && user.username.toLowerCase() !== user.ethAddress?.toLowerCase()
  const address = walletAddressOf(user)
  const label = named ? (user.username as string) : address ? shortAddress(address) : 'Account'
  return (
    <>
      <Box
        component="button"
        type="button"
        sx={{ ...buttonStyle.headerText, maxWidth: { xs: 160, sm: 240 } }}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${label}`}
        data-testid="account-button"
      >
        <Box component="span" aria-hidden sx={initialStyle}>
          {label.slice(0, 1).toUpperCase()}
        </Box>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {status === 'authenticating' ? 'Signing in…' : label}
        </Box>
      </Box>
      <AccountMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  )
}
