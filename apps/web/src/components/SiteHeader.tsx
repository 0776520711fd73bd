import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'
import { AccountMenu } from './AccountMenu.tsx'

const navigation = [
  { href: '/', label: 'Home' },
  { href: '/account', label: 'Account' },
]

export function SiteHeader() {
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 3 } }}>
        <Typography
          component={NextLink}
          href="/"
          variant="h6"
          sx={{ color: 'secondary.main', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5 }}
        >
          Vitrine
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {navigation.map((item) => (
            <Button key={item.href} component={NextLink} href={item.href} color="secondary">
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  )
}
