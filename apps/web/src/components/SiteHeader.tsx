import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { AccountMenu } from './AccountMenu.tsx'
import { buttonClass } from './buttonClass.ts'
import { MAIN_LINKS, MainMenu } from './MainMenu.tsx'
import { SearchBox } from './SearchBox.tsx'
import NextLink from './SiteLink.tsx'

export function SiteHeader() {
  return (
    // Plain elements styled as MUI's AppBar and Toolbar: lighter on every page's first load.
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'primary.main', color: 'secondary.main' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1.5, sm: 3 },
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
        }}
      >
        <Typography
          component={NextLink}
          href="/"
          variant="h6"
          sx={{ color: 'secondary.main', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5 }}
        >
          Vitrine
        </Typography>
        <SearchBox />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, ml: 'auto' }}>
          {MAIN_LINKS.map((link) => (
            <NextLink key={link.href} href={link.href} className={buttonClass('headerText')}>
              {link.label}
            </NextLink>
          ))}
        </Box>
        <MainMenu />
        <AccountMenu />
      </Box>
    </Box>
  )
}
