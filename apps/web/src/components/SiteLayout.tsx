import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { SiteHeader } from './SiteHeader.tsx'
import { WalletWarnings } from './WalletWarnings.tsx'

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <WalletWarnings />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          Vitrine — an open NFT gallery and marketplace
        </Typography>
      </Box>
    </Box>
  )
}
