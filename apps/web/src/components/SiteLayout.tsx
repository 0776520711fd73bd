import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useWallet } from '@vitrine/react'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { SiteHeader } from './SiteHeader.tsx'
import { TextLink } from './TextLink.tsx'

// Only relevant once a wallet is connected, so loaded then.
const WalletWarnings = dynamic(() => import('./WalletWarnings.tsx').then((m) => m.WalletWarnings), { ssr: false })

export function SiteLayout({ children }: { children: ReactNode }) {
  const { account } = useWallet()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      {account && <WalletWarnings />}
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}
      >
        {children}
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          Vitrine — an open NFT gallery and marketplace · <TextLink href="/explore">Explore</TextLink>
        </Typography>
      </Box>
    </Box>
  )
}
