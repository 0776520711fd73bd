import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useAuth } from '@vitrine/react'
import { useRouter } from 'next/router'
import { MuiTheme } from '../shell/withMuiTheme.tsx'
import NextLink from './SiteLink.tsx'

/** The signed-in user's menu. Its own chunk: menus, popovers and modals are not needed to paint. */
export default function AccountMenuPopup({
  anchor,
  onClose,
  profile,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  /** The signed-in wallet's profile page; null for an account with no wallet. */
  profile: string | null
}) {
  const { logout } = useAuth()
  const router = useRouter()
  return (
    // The shell is not in MUI's theme (withMuiTheme.tsx): the menu brings it.
    <MuiTheme>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {profile && (
          <MenuItem component={NextLink} href={profile} onClick={onClose}>
            My profile
          </MenuItem>
        )}
        <MenuItem component={NextLink} href="/account" onClick={onClose}>
          Account settings
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={async () => {
            onClose()
            await logout()
            await router.push('/')
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </MuiTheme>
  )
}
