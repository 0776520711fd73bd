import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import { useAuth } from '@vitrine/react'
import NextLink from 'next/link'
import { useRouter } from 'next/router'
import { useState } from 'react'
import { shortAddress } from '../shortAddress.ts'

/** Sign in, or who is signed in with a menu to the account and out. */
export function AccountMenu() {
  const { status, user, logout } = useAuth()
  const router = useRouter()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  if (status === 'undefined') {
    return (
      <Skeleton variant="rounded" width={96} height={36} sx={{ bgcolor: 'grey.800' }} aria-label="Loading account" />
    )
  }
  if (!user || status === 'unauthenticated') {
    return (
      <Button component={NextLink} href="/sign-in" variant="contained" color="secondary">
        Sign in
      </Button>
    )
  }
  const label =
    user.username && !user.username.startsWith('0x') && user.ethAddress
      ? user.username
      : user.ethAddress
        ? shortAddress(user.ethAddress)
        : (user.username ?? 'Account')
  return (
    <>
      <Button
        color="secondary"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${label}`}
        startIcon={
          <Avatar sx={{ width: 24, height: 24, fontSize: 13, bgcolor: 'secondary.main', color: 'primary.main' }}>
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
        }
        data-testid="account-button"
      >
        {status === 'authenticating' ? 'Signing in…' : label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={NextLink} href="/account" onClick={() => setAnchor(null)}>
          Account settings
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={async () => {
            setAnchor(null)
            await logout()
            await router.push('/')
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </>
  )
}
